import type { Metadata } from 'next'
import Link from 'next/link'

import { ColourCard } from '@/components/content/ColourCard'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import listStyles from '@/components/content/lists.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Pagination } from '@/components/content/Pagination'
import { DefaultLayout } from '@/components/layout'
import { listGuides } from '@/lib/content/collections'
import { loadListPage, type SearchParams } from '@/lib/content/listPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

const DESCRIPTION = 'Teaching guides for librarians and teachers: ways to read art books with a group, step by step.'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Teaching Guides', description: DESCRIPTION, path: '/resources/guides' })

export default async function GuidesIndexPage({ searchParams }: { searchParams: SearchParams }) {
  const guides = await loadListPage(searchParams, listGuides)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Reading Resources" title="Teaching Guides">
          <p>{DESCRIPTION}</p>
          <p>
            <Link href="/resources/guides/about">About the teaching guides</Link>
          </p>
        </PageIntro>
        {guides.docs.length === 0 ? (
          <p className={listStyles.empty}>No teaching guides yet.</p>
        ) : (
          <FadeInList label="Teaching guides">
            {guides.docs.map((item) => (
              <ColourCard key={item.id} item={item} collection="guides" />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/resources/guides" page={guides.page ?? 1} totalPages={guides.totalPages} label="Teaching guides" />
      </div>
      <DraftModeBar path="/resources/guides" />
    </DefaultLayout>
  )
}
