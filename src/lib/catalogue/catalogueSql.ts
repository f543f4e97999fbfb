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

type Args = (string | number | boolean)[]

/** The ids of the books carrying one of `ids` in relationship field `field` (tags of one type widen: OR). */
function taggedBooks(field: string, ids: number[], args: Args): string {
  if (!/^[a-z]+$/.test(field)) throw new Error(`Not a book relationship field: ${field}`)
  if (!ids.length) throw new Error(`No tag ids for ${field}`)
  args.push(...ids)
  return `SELECT r.parent_id FROM books_rels r WHERE r.path = '${field}' AND r.tags_id IN (${ids.map(() => '?').join(', ')})`
}

/**
 * The SQL that picks one catalogue page and counts its books, written for SQLite and Postgres alike
 * (? placeholders). Both plans start from the smallest set the filters allow, through the indexes in
 * src/lib/db/catalogueIndexes.ts (created by the migrations), and never read every book:
 * - with tag filters, from the books carrying the chosen tags: one index range of books_rels per filter
 *   type, intersected (types narrow: AND), then each matching book by its primary key. The CROSS JOIN
 *   keeps SQLite from walking the whole catalogue instead when it has no statistics; Postgres plans it
 *   as an ordinary join.
 * - without, from the (catalogue, status[, stock]) index, already in title or date order.
 */
export function catalogueSql(q: CatalogueQuery) {
  const args: Args = []
  const groups = Object.entries(q.tagIds).map(([field, ids]) => taggedBooks(field, ids, args))
  // INTERSECT returns distinct ids; one type alone needs DISTINCT (a book may carry two of its chosen tags).
  const from = !groups.length
    ? 'FROM books b WHERE'
    : `FROM (${groups.length === 1 ? groups[0]!.replace(/^SELECT /, 'SELECT DISTINCT ') : groups.join(' INTERSECT ')}) m CROSS JOIN books b WHERE b.id = m.parent_id AND`
  const where = ["b.product_type_handle = ?", "b._status = 'published'"]
  args.push(q.catalogue)
  if (q.stock !== 'all') {
    where.push('b.in_stock = ?')
    args.push(q.stock === 'in')
  }
  const order = q.sort === 'newest' ? 'b.created_at DESC, b.id DESC' : 'b.title, b.id'
  const body = `${from} ${where.join(' AND ')}`
  return {
    page: { sql: `SELECT b.id ${body} ORDER BY ${order} LIMIT ? OFFSET ?`, args: [...args, q.limit, q.offset] },
    count: { sql: `SELECT count(*) AS total ${body}`, args },
  }
}
