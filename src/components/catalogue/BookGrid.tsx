import type { BookCardData } from '@/lib/catalogue/bookCards'

import { BookCard } from './BookCard'
import styles from './catalogue.module.css'

/**
 * How many cards of a grid or band load their cover at once: a phone shows two a row, and either may be the
 * page's largest paint (a lazy one waited for layout: /press LCP 3.6 s once the showcase above it showed).
 */
export const PRIORITY_CARDS = 2

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
