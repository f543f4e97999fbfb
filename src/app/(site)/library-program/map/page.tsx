import type { Metadata } from 'next'
import { getImageProps } from 'next/image'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { DistributionMap } from '@/components/map/DistributionMap'
import { StateTotals } from '@/components/map/StateTotals'
import { libraryProgramImpact } from '@/lib/commerce/orders/impact'
import { libraryMapEntries } from '@/lib/commerce/orders/libraryMap'
import { getLearnMore } from '@/lib/content/globals'
import { fillPlaceholders } from '@/lib/content/placeholders'
import { participatingLibraryPhotos } from '@/lib/content/libraries'
import type { MapLibrary } from '@/lib/map/libraries'
import { stateTotals } from '@/lib/map/mapEntries'
import { projectLocation, usMapShapes } from '@/lib/map/usMap'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Media } from '@/payload-types'

const DESCRIPTION = 'Every library the A.R.T. Library Program has sent books to, on a map of the United States.'
/** The popup's photo: a 320 px file is sharp in its ~300 px box on most screens. */
const PHOTO_WIDTH = 320

const photoOf = (media: Media | undefined): MapLibrary['photo'] => {
  if (!media?.url || !media.width || !media.height) return null
  const height = Math.round((PHOTO_WIDTH * media.height) / media.width)
  const { props } = getImageProps({ src: media.url, width: PHOTO_WIDTH, height, alt: media.alt ?? '' })
  return { src: props.src, alt: media.alt ?? '', width: PHOTO_WIDTH, height }
}

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Distribution Map', description: DESCRIPTION, path: '/library-program/map' })

export default async function DistributionMapPage() {
  const [entries, photos, impact, learnMore] = await Promise.all([
    libraryMapEntries(),
    participatingLibraryPhotos(),
    libraryProgramImpact(),
    getLearnMore(),
  ])
  const texts = learnMore.mapTexts
  const shapes = usMapShapes()
  const onMap: MapLibrary[] = entries.map((entry) => {
    const point =
      entry.longitude !== null && entry.latitude !== null ? projectLocation(entry.longitude, entry.latitude) : null
    return {
      id: entry.id,
      name: entry.name,
      location: entry.location,
      since: entry.since,
      books: entry.books,
      excerpt: entry.excerpt,
      photo: entry.curatedId ? photoOf(photos[entry.curatedId]) : null,
      approximate: entry.approximate,
      x: point?.x ?? null,
      y: point?.y ?? null,
    }
  })
  const totals = stateTotals(entries)

  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Library Program" title="Distribution Map">
          {/* The Learn more page's figures: every library sent books, also those that keep off this map. */}
          <p>
            {fillPlaceholders(texts.intro, { libraries: impact.libraries.toLocaleString('en-US'), states: impact.states })}{' '}
            <SiteLink href="/library-program/how-to-participate">{texts.addYours}</SiteLink>
          </p>
        </PageIntro>
        <DistributionMap
          width={shapes.width}
          height={shapes.height}
          states={shapes.states.map(({ id, d }) => ({ id, d }))}
          libraries={onMap}
          factTexts={{ since: texts.since, oneBook: texts.oneBook, books: texts.books }}
        />
        <StateTotals
          totals={totals}
          texts={{
            heading: texts.byStateHeading,
            caption: texts.byStateCaption,
            stateColumn: texts.stateColumn,
            librariesColumn: texts.librariesColumn,
            booksColumn: texts.booksColumn,
          }}
        />
      </div>
      <DraftModeBar path="/library-program/map" />
    </DefaultLayout>
  )
}
