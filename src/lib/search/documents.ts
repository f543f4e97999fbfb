import type { Book, Guide, Media, News, Note, Tag } from '../../payload-types'
import { lexicalToPlainText } from './plainText'
import type { SearchDocument, SearchKind } from './types'

/** Payload collection slug → search kind. */
export const INDEXED_COLLECTIONS = { books: 'book', news: 'news', guides: 'guide', notes: 'note' } as const
export type IndexedCollection = keyof typeof INDEXED_COLLECTIONS
export const kindOf = (collection: IndexedCollection): SearchKind => INDEXED_COLLECTIONS[collection]

const titles = (tags: (number | string | Tag)[] | null | undefined) =>
  (tags ?? [])
    .map((t) => (typeof t === 'object' && t ? t.title : ''))
    .filter(Boolean)
    .join(', ')

const image = (media: number | string | Media | null | undefined) =>
  media && typeof media === 'object'
    ? { imageUrl: media.sizes?.mobile?.url || media.url || null, imageAlt: media.alt ?? null }
    : { imageUrl: null, imageAlt: null }

/** Books must be read with depth ≥ 1 so tag titles are there to index. */
export function bookDocument(book: Book): SearchDocument {
  return {
    kind: 'book',
    docId: String(book.id),
    slug: book.slug ?? String(book.id),
    title: book.title,
    catalogue: book.productTypeHandle,
    authors: book.authors ?? '',
    artists: titles(book.artists),
    tags: [book.themes, book.keywords, book.format, book.audiences, book.publishers].map(titles).filter(Boolean).join(', '),
    description: lexicalToPlainText(book.description),
    inStock: Boolean(book.inStock),
    ...image(book.featuredImage),
  }
}

function articleDocument(kind: 'news' | 'guide' | 'note', doc: News | Guide | Note): SearchDocument {
  const body = [doc.excerpt ?? '', lexicalToPlainText(doc.content)].join(' ')
  const methods = 'methods' in doc ? (doc.methods ?? []).map((m) => `${m.title} ${lexicalToPlainText(m.content, 1000)}`) : []
  return {
    kind,
    docId: String(doc.id),
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    authors: 'author' in doc ? (doc.author ?? '') : '',
    description: [body, ...methods].join(' ').trim().slice(0, 4000),
    date: doc.postDate ?? null,
    ...image(doc.featuredImage),
  }
}

export function toSearchDocument(collection: IndexedCollection, doc: unknown): SearchDocument {
  if (collection === 'books') return bookDocument(doc as Book)
  return articleDocument(kindOf(collection) as 'news' | 'guide' | 'note', doc as News)
}
