import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { DistributionMap } from '@/components/map/DistributionMap'
import { allParticipatingLibraries } from '@/lib/content/libraries'
import type { MapLibrary } from '@/lib/map/libraries'
import { projectLocation, usMapShapes } from '@/lib/map/usMap'
import { pageMetadata } from '@/lib/seo/pageMetadata'

const DESCRIPTION = 'Every library taking part in the A.R.T. Library Program, on a map of the United States.'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Distribution Map', description: DESCRIPTION, path: '/library-program/map' })

export default async function DistributionMapPage() {
  const libraries = await allParticipatingLibraries()
  const shapes = usMapShapes()
  const onMap: MapLibrary[] = libraries.map((library) => {
    const point = projectLocation(library.longitude, library.latitude)
    return {
      id: String(library.id),
      name: library.library,
      location: library.location,
      since: library.participantSinceYear ?? null,
      excerpt: library.excerptText ?? null,
      x: point?.x ?? null,
      y: point?.y ?? null,
    }
  })
  const states = new Set(onMap.map((library) => library.location.split(',').pop()?.trim()).filter(Boolean))

  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Library Program" title="Distribution Map">
          <p>
            {libraries.length} libraries in {states.size} states and territories order free art books through the Library Program.{' '}
            <SiteLink href="/library-program/how-to-participate">Add yours.</SiteLink>
          </p>
        </PageIntro>
        <DistributionMap width={shapes.width} height={shapes.height} states={shapes.states.map(({ id, d }) => ({ id, d }))} libraries={onMap} />
      </div>
      <DraftModeBar path="/library-program/map" />
    </DefaultLayout>
  )
}
