
import { SiteLink } from '@/components/layout/SiteLink'
import type { Book } from '@/payload-types'

import styles from './cards.module.css'
import { ResponsiveImage } from './ResponsiveImage'

/** The slot a cover gets in the 'covers' list (2 columns, 4 from 768 px; lists.module.css) within the page's gutters. */
const COVER_SLOT_SIZES = '(min-width: 1440px) 320px, (min-width: 768px) 22vw, 45vw'

const CATALOGUE_PATHS: Record<Book['productTypeHandle'], string> = { libraryProgram: '/library-program', press: '/press' }

export function BookCard({ book, headingLevel = 'h3' }: { book: Book; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        <ResponsiveImage media={book.featuredImage} sizes={COVER_SLOT_SIZES} fit="contain" alt="" />
      </div>
      <Heading className={styles.title}>
        <SiteLink href={`${CATALOGUE_PATHS[book.productTypeHandle]}/${book.slug ?? ''}`}>{book.title}</SiteLink>
      </Heading>
      {book.authors && <p className={styles.meta}>{book.authors}</p>}
    </article>
  )
}
