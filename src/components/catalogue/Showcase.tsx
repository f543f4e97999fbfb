import type { CSSProperties } from 'react'

import { RichText, type RichTextData } from '@/components/richtext/RichText'
import { textColourOn } from '@/lib/catalogue/contrast'
import type { ShowcaseBand } from '@/lib/catalogue/showcase'

import { BookCard } from './BookCard'
import { PRIORITY_CARDS } from './BookGrid'
import styles from './catalogue.module.css'

/** How many covers of a band fit across a phone, and across a wide screen, before the row scrolls. */
const BOOKS_SHOWN_ON_A_PHONE = 2
const BOOKS_SHOWN_WIDE = 6

/** Featured collections and box sets: coloured bands with their introduction and books. */
export function Showcase({ bands }: { bands: ShowcaseBand[] }) {
  if (!bands.length) return null
  return (
    <div className={styles.showcase}>
      {/* Bands hold dozens of links: this lets keyboard users, and anyone after the full list, go straight on. */}
      <a href="#catalogue" className={styles.skipToCatalogue}>
        Skip to the full catalogue <span aria-hidden="true">↓</span>
      </a>
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
            {band.intro && <RichText data={band.intro as RichTextData} className={styles.bandIntro} />}
          </div>
          <ul className={styles.bandBooks}>
            {band.books.map((book, index) => (
              <li key={book.id}>
                <BookCard book={book} priority={bandIndex === 0 && index < PRIORITY_CARDS} />
              </li>
            ))}
          </ul>
          {band.books.length > BOOKS_SHOWN_ON_A_PHONE && (
            // Seen, not read: a screen reader already hears how many books the list holds.
            <p
              className={
                band.books.length > BOOKS_SHOWN_WIDE ? `${styles.scrollCue} ${styles.scrollCueWide}` : styles.scrollCue
              }
              aria-hidden="true"
            >
              Scroll for more <span className={styles.scrollArrow}>→</span>
            </p>
          )}
        </section>
      ))}
    </div>
  )
}
