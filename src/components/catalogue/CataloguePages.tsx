import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { RichText, type RichTextData } from '@/components/richtext/RichText'
import { decodeCatalogueState, showsShowcase } from '@/lib/catalogue/catalogueParams'
import { catalogueBase } from '@/lib/catalogue/bookLinks'
import { loginCtaTexts } from '@/lib/catalogue/loginCtaTexts'
import { getShowcase } from '@/lib/catalogue/server'
import type { Catalogue } from '@/lib/search/types'
import { catalogueCanonicalHref } from '@/lib/seo/canonicalQuery'
import { getSiteSettings } from '@/lib/site/globals'

import styles from './catalogue.module.css'
import { CatalogueView, type SearchParams } from './CatalogueView'
import { LoginCta } from './LoginCta'
import { Showcase } from './Showcase'

/*
 * The two catalogue pages, rendered on each request from their URL parameters; the books, counts, tags and
 * showcase come from Next's data cache (src/lib/catalogue/server.ts).
 */

/** The catalogue's featured bands, on its landing view only (see showsShowcase). */
const showcaseFor = (catalogue: Catalogue, params: SearchParams) =>
  showsShowcase(decodeCatalogueState(params)) ? getShowcase(catalogue) : Promise.resolve([])

const METADATA: Record<Catalogue, Metadata> = {
  libraryProgram: {
    title: 'Order Books · Library Program',
    description: 'Free art books for libraries: browse the Library Program catalogue by artist, theme and more.',
  },
  press: {
    title: 'Catalog · A.R.T. Press',
    description: 'Books published by A.R.T. Press, for sale.',
  },
}

/** A catalogue view's metadata; it names the view's canonical query as the page's address. */
export const catalogueMetadata = (catalogue: Catalogue, params: SearchParams): Metadata => ({
  ...METADATA[catalogue],
  alternates: { canonical: catalogueCanonicalHref(catalogueBase(catalogue), params) },
})

/** /library-program (SPEC §2): mission, calls to action, featured collections and box sets, then the catalogue. */
export async function LibraryProgramPage({ params }: { params: SearchParams }) {
  const [settings, bands] = await Promise.all([getSiteSettings(), showcaseFor('libraryProgram', params)])
  const mission = settings?.libraryProgramMission
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className="eyebrow">Library Program</p>
          <h1 className={styles.pageTitle}>Order Books</h1>
          {mission?.long ? (
            <RichText data={mission.long as RichTextData} className={`prose ${styles.mission}`} />
          ) : (
            mission?.short && <p className={styles.mission}>{mission.short}</p>
          )}
          {(settings?.ctaText || settings?.buttonText) && (
            <div className={styles.cta}>
              {settings.ctaText && <p>{settings.ctaText}</p>}
              <SiteLink className="button" href="/library-program/about">
                {settings.buttonText || 'Learn more'}
              </SiteLink>
            </div>
          )}
          <LoginCta texts={loginCtaTexts(settings)} />
        </header>
        <Showcase bands={bands} />
        <CatalogueView catalogue="libraryProgram" searchParams={params} belowShowcase={bands.length > 0} />
      </div>
    </DefaultLayout>
  )
}

/** /press: the press catalogue. */
export async function PressPage({ params }: { params: SearchParams }) {
  const bands = await showcaseFor('press', params)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className="eyebrow">A.R.T. Press</p>
          <h1 className={styles.pageTitle}>Catalog</h1>
          <p className={styles.mission}>
            Books we publish with artists, sold to support the Library Program.{' '}
            <SiteLink href="/press/about">About the press</SiteLink>
          </p>
        </header>
        <Showcase bands={bands} />
        <CatalogueView catalogue="press" searchParams={params} belowShowcase={bands.length > 0} />
      </div>
    </DefaultLayout>
  )
}
