import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { EditionCard } from '@/components/content/EditionCard'
import { FadeInList } from '@/components/content/FadeInList'
import listStyles from '@/components/content/lists.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Pagination } from '@/components/content/Pagination'
import { DefaultLayout } from '@/components/layout'
import { listEditions } from '@/lib/content/collections'
import { getSupportPage } from '@/lib/content/globals'
import { loadListPage, type SearchParams } from '@/lib/content/listPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

const DESCRIPTION = 'Artist editions made for A.R.T. Every edition sold pays for art books sent free to libraries.'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({ title: 'Editions', description: DESCRIPTION, path: '/editions' })

export default async function EditionsIndexPage({ searchParams }: { searchParams: SearchParams }) {
  const [editions, support] = await Promise.all([loadListPage(searchParams, listEditions), getSupportPage()])
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="About" title="Editions">
          <p>{support.editionsText || DESCRIPTION}</p>
        </PageIntro>
        {editions.docs.length === 0 ? (
          <p className={listStyles.empty}>No editions yet.</p>
        ) : (
          <FadeInList label="Editions">
            {editions.docs.map((item) => (
              <EditionCard key={item.id} item={item} />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/editions" page={editions.page ?? 1} totalPages={editions.totalPages} label="Editions" />
      </div>
      <DraftModeBar path="/editions" />
    </DefaultLayout>
  )
}
