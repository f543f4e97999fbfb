import type { Payload, TypedUser } from 'payload'

import type { Book, Media } from '../../../payload-types'
import { TAG_COLUMN_KEYS, TAG_COLUMNS, type TagColumn } from './columns'
import type { CatalogueSnapshot, ExistingBook } from './plan'
import { descriptionMarkdown } from './richText'
import type { BookRow } from './rows'
import type { KnownTag } from './tags'

/** The catalogue as the import sees it: the books a file's rows may be, and the tags of the import's groups. */

const CHUNK = 500

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

export async function existingBook(payload: Payload, book: Book): Promise<ExistingBook> {
  const tagIds = Object.fromEntries(
    TAG_COLUMN_KEYS.map((column) => [column, ((book[column] ?? []) as unknown[]).flatMap((tag) => idOf(tag) ?? [])]),
  ) as Record<TagColumn, number[]>
  const cover =
    book.featuredImage && typeof book.featuredImage === 'object' ? (book.featuredImage as Media).filename : null
  return {
    id: book.id,
    title: book.title,
    slug: book.slug ?? '',
    isbn: book.isbn ?? null,
    year: book.year ?? null,
    authors: book.authors ?? null,
    catalogue: book.productTypeHandle,
    tagIds,
    description: await descriptionMarkdown(payload.config, book.description),
    variants: (book.variants ?? []).map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      stock: variant.stock ?? 0,
      price: variant.price ?? null,
    })),
    cover: cover ?? null,
  }
}

/** Reads books with their covers' file names (depth 1 for the cover only; tags stay ids). */
export async function findBooks(
  payload: Payload,
  user: TypedUser,
  where: NonNullable<Parameters<Payload['find']>[0]['where']>,
) {
  const { docs } = await payload.find({
    collection: 'books',
    where,
    depth: 1,
    populate: { media: { filename: true }, tags: {} },
    pagination: false,
    draft: false,
    overrideAccess: false,
    user,
  })
  return docs
}

/** The books that the rows' ISBNs and titles' addresses name, read in chunks (a file may hold 10,000 rows). */
export async function catalogueSnapshot(
  payload: Payload,
  user: TypedUser,
  rows: readonly BookRow[],
): Promise<CatalogueSnapshot> {
  const byIsbn = new Map<string, ExistingBook>()
  const bySlug = new Map<string, ExistingBook>()
  const isbns = [...new Set(rows.flatMap((row) => row.isbn ?? []))]
  const slugs = [...new Set(rows.map((row) => row.slug))]
  const chunks = <T>(list: T[]) =>
    Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK))
  const found = new Map<number, Book>()
  for (const chunk of chunks(isbns))
    for (const book of await findBooks(payload, user, { isbn: { in: chunk } })) found.set(book.id, book)
  for (const chunk of chunks(slugs))
    for (const book of await findBooks(payload, user, { slug: { in: chunk } })) found.set(book.id, book)
  for (const book of found.values()) {
    const existing = await existingBook(payload, book)
    if (existing.isbn) byIsbn.set(existing.isbn, existing)
    if (existing.slug) bySlug.set(existing.slug, existing)
  }
  return { byIsbn, bySlug }
}

/** Every tag of the groups the import files books under. */
export async function importTags(payload: Payload, user: TypedUser): Promise<KnownTag[]> {
  const { docs } = await payload.find({
    collection: 'tags',
    where: { group: { in: [...new Set(Object.values(TAG_COLUMNS))] } },
    depth: 0,
    pagination: false,
    select: { title: true, group: true },
    overrideAccess: false,
    user,
  })
  return docs.map((tag) => ({ id: tag.id, title: tag.title, group: tag.group }))
}
