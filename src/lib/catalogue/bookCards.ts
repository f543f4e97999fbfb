import { formatAdminURL } from 'payload/shared'

import type { Book, Media } from '../../payload-types'

/** What a cover needs of its Media document. */
export type CardCover = Pick<Media, 'url' | 'width' | 'height' | 'alt'>

/** What a book card shows: a Book from the Local API fits, and so does a row of bookCardsSql. */
export type BookCardData = Pick<Book, 'id' | 'title' | 'slug' | 'authors' | 'inStock' | 'productTypeHandle'> & {
  featuredImage?: number | CardCover | null
  variants?: { sku: string; stock?: number | null; price?: number | null }[] | null
}

/** A Local API book as its card: only the fields a card shows (a cached card keeps nothing else). */
export function bookCardOf(book: Book): BookCardData {
  const cover = book.featuredImage
  return {
    id: book.id,
    title: book.title,
    slug: book.slug,
    authors: book.authors,
    inStock: book.inStock,
    productTypeHandle: book.productTypeHandle,
    featuredImage: cover && typeof cover === 'object' ? { url: cover.url, width: cover.width, height: cover.height, alt: cover.alt } : cover,
    variants: book.variants?.map(({ sku, stock, price }) => ({ sku, stock, price })),
  }
}

/**
 * The cards of the books `ids`, published ones only, in one statement for SQLite and Postgres alike
 * (? placeholders): books with their cover (media by primary key) and variants (by their parent index),
 * one row per variant. Through the Local API at depth 1 (query building, field hooks, population) they
 * took about 8% of the server's time for an uncached catalogue view. The _status test repeats the
 * listing's, so a book unpublished between the two reads is left out rather than shown as a draft.
 */
export function bookCardsSql(ids: number[]) {
  if (!ids.length) throw new Error('No book ids')
  return {
    sql:
      'SELECT b.id, b.title, b.slug, b.authors, b.in_stock, b.product_type_handle,' +
      ' m.id AS cover_id, m.url AS cover_url, m.filename AS cover_filename, m.width AS cover_width, m.height AS cover_height, m.alt AS cover_alt,' +
      ' v.id AS variant_id, v.sku AS variant_sku, v.price AS variant_price, v.stock AS variant_stock' +
      ' FROM books b LEFT JOIN media m ON m.id = b.featured_image_id LEFT JOIN books_variants v ON v._parent_id = b.id' +
      ` WHERE b.id IN (${ids.map(() => '?').join(', ')}) AND b._status = 'published'` +
      ' ORDER BY b.id, v._order',
    args: ids,
  }
}

/** Numbers and booleans as each driver returns them: Postgres gives numeric columns as strings, SQLite booleans as 0/1. */
type Num = number | string | null
export type BookCardRow = {
  id: number | string
  title: string
  slug: string | null
  authors: string | null
  in_stock: boolean | number | null
  product_type_handle: Book['productTypeHandle']
  cover_id: number | string | null
  cover_url: string | null
  cover_filename: string | null
  cover_width: Num
  cover_height: Num
  cover_alt: string | null
  variant_id: string | null
  variant_sku: string
  variant_price: Num
  variant_stock: Num
}

const num = (value: Num): number | null => (value === null || value === undefined ? null : Number(value))

/** Where Payload serves uploads from: the config's server URL and API route. */
export type UploadUrlConfig = { serverURL: string; apiRoute: string }

/**
 * A media document's URL as Payload's read hook gives it (payload/dist/uploads/generateFilePathOrURL): a stored
 * URL of another origin as it is, otherwise the file route of its filename on this server.
 */
export function mediaUrl(stored: string | null, filename: string | null, config: UploadUrlConfig): string | null {
  if (stored && !stored.startsWith('/') && !stored.startsWith(config.serverURL)) return stored
  if (!filename) return null
  return formatAdminURL({
    apiRoute: config.apiRoute,
    path: `/media/file/${encodeURIComponent(filename)}`,
    relative: false,
    serverURL: config.serverURL,
  })
}

/** The cards of `ids` in that order (the listing's) from the rows of bookCardsSql; ids without a row are left out. */
export function bookCardsFromRows(ids: number[], rows: BookCardRow[], config: UploadUrlConfig): BookCardData[] {
  const byId = new Map<number, BookCardData>()
  for (const row of rows) {
    const id = Number(row.id)
    let card = byId.get(id)
    if (!card) {
      card = {
        id,
        title: row.title,
        slug: row.slug,
        authors: row.authors,
        inStock: Boolean(row.in_stock),
        productTypeHandle: row.product_type_handle,
        featuredImage:
          row.cover_id === null
            ? null
            : {
                url: mediaUrl(row.cover_url, row.cover_filename, config),
                width: num(row.cover_width),
                height: num(row.cover_height),
                alt: row.cover_alt ?? '',
              },
        variants: [],
      }
      byId.set(id, card)
    }
    if (row.variant_id !== null)
      card.variants!.push({ sku: row.variant_sku, price: num(row.variant_price), stock: num(row.variant_stock) })
  }
  return ids.map((id) => byId.get(id)).filter((card): card is BookCardData => !!card)
}
