import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { loadLowStockThreshold } from '../../lib/catalogue/lowStockThreshold'
import { STOCK_LEVEL_LABELS, stockLevelWhere } from '../../lib/catalogue/stockLevel'
import { whereSearchParams } from '../../lib/staff/listQuery'
import { restockHref } from '../../lib/commerce/restock/restockFilters'

/** Above the books list: the list filtered to books out of stock or low (with counts), and the restock page. */
export async function StockFilterLinks({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  const threshold = await loadLowStockThreshold(payload)
  const levels = await Promise.all(
    (['out', 'low'] as const).map(async (level) => {
      const where = stockLevelWhere(level, threshold)
      const { totalDocs } = await payload.count({ collection: 'books', where, overrideAccess: false, user })
      return { level, totalDocs, href: `/admin/collections/books?${whereSearchParams(where).toString()}` }
    }),
  )
  return (
    <nav
      aria-label="Stock"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '8px 20px',
        padding: 'calc(var(--base, 20px) * 0.75) var(--gutter-h, 60px) 0',
      }}
    >
      {levels.map(({ level, totalDocs, href }) => (
        <Link key={level} href={href}>
          {STOCK_LEVEL_LABELS[level]} ({totalDocs})
        </Link>
      ))}
      <Link href="/admin/collections/books">Every book</Link>
      <Link href={restockHref({})}>Restock many books</Link>
    </nav>
  )
}
