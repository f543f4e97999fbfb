import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import listStyles from '@/components/content/lists.module.css'
import { NewsCard } from '@/components/content/NewsCard'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Pagination } from '@/components/content/Pagination'
import { DefaultLayout } from '@/components/layout'
import { listNews } from '@/lib/content/collections'
import { loadListPage, type SearchParams } from '@/lib/content/listPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'News', description: 'News from A.R.T., its Library Program and A.R.T. Press.', path: '/news' })

export default async function NewsIndexPage({ searchParams }: { searchParams: SearchParams }) {
  const news = await loadListPage(searchParams, listNews)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="About" title="News" />
        {news.docs.length === 0 ? (
          <p className={listStyles.empty}>No news yet.</p>
        ) : (
          <FadeInList label="News">
            {news.docs.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/news" page={news.page ?? 1} totalPages={news.totalPages} label="News" />
      </div>
      <DraftModeBar path="/news" />
    </DefaultLayout>
  )
}
