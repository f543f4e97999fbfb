import type { Metadata } from 'next'
import type { CSSProperties } from 'react'

import { BookCard } from '@/components/content/BookCard'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import { NewsCard } from '@/components/content/NewsCard'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { ResponsiveImage } from '@/components/content/ResponsiveImage'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { headerColours } from '@/lib/content/colour'
import { listNews } from '@/lib/content/collections'
import { getSiteSettings } from '@/lib/content/globals'
import { featuredLibraryCollection } from '@/lib/content/home'
import { hasRichText } from '@/lib/content/richText'
import type { Book } from '@/payload-types'
import { populated } from '@/lib/content/populated'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import home from './home.module.css'

const LATEST_NEWS = 4
/** Covers in the first screen's stack, and the slot each gets: a third of the stack's column. */
const HERO_COVERS = 3
const HERO_COVER_SIZES = '(min-width: 1440px) 210px, (min-width: 1001px) 15vw, 30vw'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({ path: '/' })

export default async function HomePage() {
  const [settings, news, collection] = await Promise.all([getSiteSettings(), listNews(1, LATEST_NEWS), featuredLibraryCollection()])
  const siteTitle = settings.seo?.siteTitle || 'A.R.T.'
  const books = populated<Book>(collection?.books)
  const heroBooks = books.filter((book) => typeof book.featuredImage === 'object' && book.featuredImage).slice(0, HERO_COVERS)
  const band = headerColours(collection?.backgroundColor)
  const bandStyle = band ? ({ '--band-bg': band.background, '--band-fg': band.foreground } as CSSProperties) : undefined

  return (
    <DefaultLayout>
      <div className={styles.page}>
        <section className={home.hero} aria-labelledby="home-title">
          <div className={home.heroText}>
            {/* The page's title is the site's name (for screen readers); the headline is the promise beside it. */}
            <h1 id="home-title" className="visually-hidden">
              {siteTitle}
            </h1>
            <h2 className={home.headline}>{settings.libraryProgramMission?.short || 'Art books for everyone.'}</h2>
            {hasRichText(settings.homeMission) ? (
              <Prose data={settings.homeMission} className={`lead ${home.mission}`} />
            ) : (
              <p className={`lead ${home.mission}`}>A.R.T. puts art books where people can reach them.</p>
            )}
            <div className={home.actions}>
              <SiteLink className="button button--accent" href="/library-program/about">
                {settings.buttonText || 'Learn about the Library Program'}
              </SiteLink>
              <SiteLink className="button button--ghost" href="/support">
                {settings.supportCta?.buttonText || 'Donate'}
              </SiteLink>
            </div>
          </div>
          {heroBooks.length > 0 && (
            <ul className={home.covers} aria-label="Books in the Library Program">
              {heroBooks.map((book, index) => (
                <li key={book.id} className={home.coverItem}>
                  <SiteLink href={`/library-program/${book.slug ?? ''}`} className={home.coverLink}>
                    <ResponsiveImage
                      media={book.featuredImage}
                      sizes={HERO_COVER_SIZES}
                      fit="contain"
                      alt={`${book.title}${book.authors ? `, ${book.authors}` : ''}`}
                      priority={index === 0}
                    />
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </section>

        {collection && books.length > 0 && (
          <section className={`${styles.section} ${home.band}`} style={bandStyle} aria-labelledby="featured-collection">
            <div className={home.bandHead}>
              <p className="eyebrow">Library Program</p>
              <h2 id="featured-collection">{collection.title}</h2>
              <SiteLink href="/library-program">Browse the catalogue</SiteLink>
            </div>
            <FadeInList layout="covers" label={collection.title}>
              {books.slice(0, 8).map((book) => (
                <BookCard key={book.id} book={book} />
              ))}
            </FadeInList>
          </section>
        )}

        {news.docs.length > 0 && (
          <section className={styles.section} aria-labelledby="latest-news">
            <div className={styles.sectionHead}>
              <h2 id="latest-news">Latest news</h2>
              <SiteLink href="/news">All news</SiteLink>
            </div>
            <FadeInList label="Latest news">
              {news.docs.map((item) => (
                <NewsCard key={item.id} item={item} headingLevel="h3" />
              ))}
            </FadeInList>
          </section>
        )}
      </div>
      <DraftModeBar path="/" />
    </DefaultLayout>
  )
}
