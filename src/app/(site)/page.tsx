import type { Metadata } from 'next'
import Link from 'next/link'
import type { CSSProperties } from 'react'

import { BookCard } from '@/components/content/BookCard'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import { NewsCard } from '@/components/content/NewsCard'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { DefaultLayout } from '@/components/layout'
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

export const generateMetadata = (): Promise<Metadata> => pageMetadata({ path: '/' })

export default async function HomePage() {
  const [settings, news, collection] = await Promise.all([getSiteSettings(), listNews(1, LATEST_NEWS), featuredLibraryCollection()])
  const siteTitle = settings.seo?.siteTitle || 'A.R.T.'
  const books = populated<Book>(collection?.books)
  const band = headerColours(collection?.backgroundColor)
  const bandStyle = band ? ({ '--band-bg': band.background, '--band-fg': band.foreground } as CSSProperties) : undefined

  return (
    <DefaultLayout>
      <div className={styles.page}>
        <section className={home.hero} aria-labelledby="home-title">
          <h1 id="home-title" className="visually-hidden">
            {siteTitle}
          </h1>
          {hasRichText(settings.homeMission) ? (
            <Prose data={settings.homeMission} className={home.mission} />
          ) : (
            <p className={home.mission}>{settings.libraryProgramMission?.short || 'Art books for everyone.'}</p>
          )}
        </section>

        <section className={styles.section} aria-label="Get involved">
          <div className={styles.ctaGrid}>
            <div className={styles.cta}>
              <p>{settings.ctaText || 'Are you a librarian? Order free art books for your library.'}</p>
              <Link className="button" href="/library-program/about">
                {settings.buttonText || 'Learn about the Library Program'}
              </Link>
            </div>
            <div className={styles.cta}>
              <p>{settings.supportCta?.text || 'Every gift sends art books to a library that asked for them.'}</p>
              <Link className="button" href="/support">
                {settings.supportCta?.buttonText || 'Support us'}
              </Link>
            </div>
          </div>
        </section>

        {collection && books.length > 0 && (
          <section className={`${styles.section} ${home.band}`} style={bandStyle} aria-labelledby="featured-collection">
            <div className={home.bandHead}>
              <p className="eyebrow">Library Program</p>
              <h2 id="featured-collection">{collection.title}</h2>
              <Link href="/library-program">Browse the catalogue</Link>
            </div>
            <FadeInList label={collection.title}>
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
              <Link href="/news">All news</Link>
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
