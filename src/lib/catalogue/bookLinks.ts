import type { Book } from '../../payload-types'

/** The catalogue page a book belongs to. */
export const catalogueBase = (catalogue: Book['productTypeHandle']) =>
  catalogue === 'press' ? '/press' : '/library-program'

export const bookHref = (book: Pick<Book, 'productTypeHandle' | 'slug' | 'id'>) =>
  `${catalogueBase(book.productTypeHandle)}/${book.slug ?? book.id}`
