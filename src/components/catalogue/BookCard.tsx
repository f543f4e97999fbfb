import { AddToOrder } from '@/components/cart/AddToOrder'
import { SiteLink } from '@/components/layout/SiteLink'
import { PressPurchase } from '@/components/press/PressPurchase'
import { orderableBook } from '@/lib/commerce/cart/orderableBook'
import type { BookCardData } from '@/lib/catalogue/bookCards'
import { bookHref } from '@/lib/catalogue/bookLinks'
import { formatPrice } from '@/lib/catalogue/price'

import { Availability } from './Availability'
import styles from './catalogue.module.css'
import { CoverImage } from './CoverImage'

/**
 * One book of a grid or showcase band, rendered by the server: as a client component only its data would travel
 * in the page's React payload (smaller uncached views), but the catalogue pages' scripts grew by 4.3 KB gzip
 * (the card and Next's image props) to 171 KB, past the 170 KB budget (issue 15).
 *
 * `priority`: one of the first cards of a grid, whose cover may be the page's largest paint on a phone.
 */
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
          sizes="(min-width: 1440px) 240px, (min-width: 1280px) 17vw, (min-width: 1001px) 20vw, (min-width: 768px) 29vw, 44vw"
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
