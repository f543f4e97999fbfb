import type { Metadata } from 'next'
import Link from 'next/link'

import { CatalogueView, type SearchParams } from '@/components/catalogue/CatalogueView'
import styles from '@/components/catalogue/catalogue.module.css'
import { LoginCta } from '@/components/catalogue/LoginCta'
import { Showcase } from '@/components/catalogue/Showcase'
import { DefaultLayout } from '@/components/layout'
import { RichText, type RichTextData } from '@/components/richtext/RichText'
import { getShowcase } from '@/lib/catalogue/server'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = {
  title: 'Order Books · Library Program',
  description: 'Free art books for libraries: browse the Library Program catalogue by artist, theme and more.',
}

export default async function LibraryProgramPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [settings, showcase, params] = await Promise.all([getSiteSettings(), getShowcase('libraryProgram'), searchParams])
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
              <Link className="button" href="/library-program/about">
                {settings.buttonText || 'Learn more'}
              </Link>
            </div>
          )}
          <LoginCta
            texts={{
              question: settings?.registerCta?.question,
              button: settings?.registerCta?.button,
              loginStatement: settings?.loginStatement,
            }}
          />
        </header>
        <Showcase data={showcase} />
        <CatalogueView catalogue="libraryProgram" searchParams={params} />
      </div>
    </DefaultLayout>
  )
}
