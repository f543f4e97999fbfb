import type { Catalogue } from '../search/types'
import type { CatalogueSort, StockFilter } from './catalogueParams'

/** Tag ids chosen per filter type, keyed by the book's relationship field (books_rels.path). */
export type TagIdsByField = Record<string, number[]>

export type CatalogueQuery = {
  catalogue: Catalogue
  tagIds: TagIdsByField
  stock: StockFilter
  sort: CatalogueSort
  limit: number
  offset: number
}

/**
 * The SQL that picks one catalogue page, written for SQLite and Postgres alike (? placeholders).
 * Each filter type is one IN (…) on books_rels: tags of one type widen (OR), types narrow (AND).
 * Indexes in catalogueIndexes.ts make every part an index lookup, never a scan of the books.
 */
export function catalogueSql(q: CatalogueQuery) {
  const where = ["b.product_type_handle = ?", "b._status = 'published'"]
  const args: (string | number | boolean)[] = [q.catalogue]
  if (q.stock !== 'all') {
    where.push('b.in_stock = ?')
    args.push(q.stock === 'in')
  }
  for (const [field, ids] of Object.entries(q.tagIds)) {
    if (!/^[a-z]+$/.test(field)) throw new Error(`Not a book relationship field: ${field}`)
    where.push(
      `b.id IN (SELECT r.parent_id FROM books_rels r WHERE r.path = '${field}' AND r.tags_id IN (${ids.map(() => '?').join(', ')}))`,
    )
    args.push(...ids)
  }
  const order = q.sort === 'newest' ? 'b.created_at DESC, b.id DESC' : 'b.title, b.id'
  const condition = where.join(' AND ')
  return {
    page: { sql: `SELECT b.id FROM books b WHERE ${condition} ORDER BY ${order} LIMIT ? OFFSET ?`, args: [...args, q.limit, q.offset] },
    count: { sql: `SELECT count(*) AS total FROM books b WHERE ${condition}`, args },
  }
}
