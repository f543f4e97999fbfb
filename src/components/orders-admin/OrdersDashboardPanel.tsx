import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { ORGANISATION_TIME_ZONE, startOfMonth, summariseMonth, type SummaryOrder } from '../../lib/commerce/orders/monthSummary'

const monthName = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: ORGANISATION_TIME_ZONE }).format(date)

const cell = { padding: '4px 8px', textAlign: 'right' } as const

/** On the admin dashboard: this month's orders and books by state (cancelled orders left out). */
export async function OrdersDashboardPanel({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  const now = new Date()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { dateOrdered: { greater_than_equal: startOfMonth(now).toISOString() } },
    select: { state: true, totalQty: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const summary = summariseMonth(docs as SummaryOrder[])
  return (
    <section
      aria-labelledby="orders-month-title"
      style={{ marginBottom: 'calc(var(--base, 20px) * 2)', maxWidth: 720 }}
    >
      <h2 id="orders-month-title" style={{ margin: '0 0 8px', fontSize: 20 }}>
        Orders in {monthName(now)}
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        <strong>{summary.orders}</strong> {summary.orders === 1 ? 'order' : 'orders'}, <strong>{summary.books}</strong>{' '}
        {summary.books === 1 ? 'book' : 'books'} · <Link href="/admin/collections/orders">All orders</Link> ·{' '}
        <Link href="/admin/impact-report">Impact report</Link>
      </p>
      {summary.byState.length > 0 && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                State
              </th>
              <th scope="col" style={cell}>
                Orders
              </th>
              <th scope="col" style={cell}>
                Books
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.byState.map((row) => (
              <tr key={row.state} style={{ borderTop: '1px solid var(--theme-elevation-100, #ddd)' }}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {row.state}
                </th>
                <td style={cell}>{row.orders}</td>
                <td style={cell}>{row.books}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
