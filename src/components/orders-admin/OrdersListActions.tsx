'use client'

import { useSearchParams } from 'next/navigation'
import { useId, useState } from 'react'

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../lib/commerce/orders/statusTransitions'

/** The list's own filters (Payload's where and the search box), without its paging and sorting. */
function listFilterQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('where') || key === 'search') kept.append(key, value)
  return kept.toString()
}

/** Above the orders table: the CSV of exactly what the list shows, and packing slips for a status. */
export function OrdersListActions() {
  const params = useSearchParams()
  const [status, setStatus] = useState<OrderStatus>('processing')
  const selectId = useId()
  const filters = listFilterQuery(new URLSearchParams(params?.toString() ?? ''))
  return (
    <div
      className="orders-list-actions"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
        marginBottom: 'calc(var(--base, 20px) / 2)',
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <label htmlFor={selectId}>Packing slips for</label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          style={{ padding: '4px 8px', font: 'inherit' }}
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <a
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          href={`/api/orders/packing-slips?status=${status}`}
          target="_blank"
          rel="noopener"
        >
          Print packing slips
        </a>
      </div>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`/api/orders/export.csv${filters ? `?${filters}` : ''}`}
        download
      >
        Download CSV
      </a>
    </div>
  )
}
