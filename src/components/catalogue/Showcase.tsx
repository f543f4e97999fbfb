import type { CSSProperties } from 'react'

import { RichText, type RichTextData } from '@/components/richtext/RichText'
import { textColourOn } from '@/lib/catalogue/contrast'
import type { Showcase as ShowcaseData } from '@/lib/catalogue/server'
import type { Book } from '@/payload-types'

import { BookCard } from './BookCard'
import styles from './catalogue.module.css'

type Band = { id: number | string; title: string; backgroundColor?: string | null; intro?: RichTextData; books: Book[] }

const published = (books: (number | Book)[] | null | undefined) =>
  (books ?? []).filter((b): b is Book => typeof b === 'object' && !!b && b._status === 'published')

/** Featured collections and box sets: coloured bands with their introduction and books. */
export function Showcase({ data }: { data: ShowcaseData }) {
  const bands: (Band & { kind: string })[] = [
    ...data.collections.map((c) => ({
      id: `c${c.id}`,
      kind: 'Featured collection',
      title: c.title,
      backgroundColor: c.backgroundColor,
      books: published(c.books),
    })),
    ...data.boxSets.map((b) => ({
      id: `b${b.id}`,
      kind: 'Box set',
      title: b.title,
      backgroundColor: b.backgroundColor,
      intro: b.introductionText as RichTextData,
      books: published(b.books),
    })),
  ].filter((band) => band.books.length > 0)
  if (!bands.length) return null
  return (
    <div className={styles.showcase}>
      {bands.map((band, bandIndex) => (
        <section
          key={band.id}
          className={styles.band}
          style={
            band.backgroundColor
              ? ({
                  '--band-bg': band.backgroundColor,
                  '--band-ink': textColourOn(band.backgroundColor),
                } as CSSProperties)
              : undefined
          }
          aria-labelledby={`band-${band.id}`}
        >
          <div className={styles.bandText}>
            <p className="eyebrow">{band.kind}</p>
            <h2 id={`band-${band.id}`} className={styles.bandTitle}>
              {band.title}
            </h2>
            {band.intro && <RichText data={band.intro} className={styles.bandIntro} />}
          </div>
          <ul className={styles.bandBooks}>
            {band.books.slice(0, 8).map((book, index) => (
              <li key={book.id}>
                <BookCard book={book} priority={bandIndex === 0 && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
