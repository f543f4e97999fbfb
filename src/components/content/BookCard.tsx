import Link from 'next/link'

import type { Book } from '@/payload-types'

import styles from './cards.module.css'
import { ResponsiveImage } from './ResponsiveImage'

const CATALOGUE_PATHS: Record<Book['productTypeHandle'], string> = { libraryProgram: '/library-program', press: '/press' }

export function BookCard({ book, headingLevel = 'h3' }: { book: Book; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        <ResponsiveImage media={book.featuredImage} sizes="(max-width: 600px) 50vw, 20vw" alt="" />
      </div>
      <Heading className={styles.title}>
        <Link href={`${CATALOGUE_PATHS[book.productTypeHandle]}/${book.slug ?? ''}`}>{book.title}</Link>
      </Heading>
      {book.authors && <p className={styles.meta}>{book.authors}</p>}
    </article>
  )
}
