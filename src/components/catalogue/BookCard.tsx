import { AddToOrder } from '@/components/cart/AddToOrder'
import { SiteLink } from '@/components/layout/SiteLink'
import { PressPurchase } from '@/components/press/PressPurchase'
import { orderableBook } from '@/lib/cart/orderableBook'
import type { BookCardData } from '@/lib/catalogue/bookCards'
import { formatPrice } from '@/lib/catalogue/price'
import type { Book } from '@/payload-types'

import { Availability } from './Availability'
import styles from './catalogue.module.css'
import { CoverImage } from './CoverImage'

export const catalogueBase = (catalogue: Book['productTypeHandle']) =>
  catalogue === 'press' ? '/press' : '/library-program'

export const bookHref = (book: Pick<Book, 'productTypeHandle' | 'slug' | 'id'>) =>
  `${catalogueBase(book.productTypeHandle)}/${book.slug ?? book.id}`

/**
 * How many cards of a grid or band load their cover at once: a phone shows two a row, and either may be the
 * page's largest paint (a lazy one waited for layout: /press LCP 3.6 s once the showcase above it showed).
 */
export const PRIORITY_CARDS = 2

/** `priority`: one of the first cards of a grid, whose cover may be the page's largest paint on a phone. */
export function BookCard({
  book,
  headingLevel = 3,
  priority = false,
}: {
  book: BookCardData
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  const orderable = orderableBook(book)
  const price = book.productTypeHandle === 'press' ? formatPrice(orderable.price) : null
  return (
    <article className={styles.card}>
      <SiteLink href={bookHref(book)} className={styles.cardLink}>
        <CoverImage
          media={book.featuredImage}
          title={book.title}
          sizes="(min-width: 1440px) 300px, (min-width: 1001px) 20vw, (min-width: 768px) 29vw, 44vw"
          priority={priority}
        />
        <Heading className={styles.cardTitle}>{book.title}</Heading>
      </SiteLink>
      {book.authors && <p className={styles.cardAuthors}>{book.authors}</p>}
      <p className={styles.cardMeta}>
        {price && <span className={styles.price}>{price}</span>}
        <Availability inStock={book.inStock} />
      </p>
      {book.productTypeHandle === 'libraryProgram' && <AddToOrder book={orderable} />}
      {book.productTypeHandle === 'press' && <PressPurchase book={orderable} />}
    </article>
  )
}

/** `priorityCovers`: how many first covers load at once (none when something above the grid has the first paint). */
export function BookGrid({
  books,
  headingLevel,
  priorityCovers = PRIORITY_CARDS,
}: {
  books: BookCardData[]
  headingLevel?: 2 | 3
  priorityCovers?: number
}) {
  return (
    <ul className={styles.grid}>
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} headingLevel={headingLevel} priority={index < priorityCovers} />
        </li>
      ))}
    </ul>
  )
}
