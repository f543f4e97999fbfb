import type { Metadata } from 'next'

import { ColourCard } from '@/components/content/ColourCard'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import listStyles from '@/components/content/lists.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Pagination } from '@/components/content/Pagination'
import { DefaultLayout } from '@/components/layout'
import { listNotes } from '@/lib/content/collections'
import { loadListPage, type SearchParams } from '@/lib/content/listPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

const DESCRIPTION = 'Short notes on reading, lending and living with art books, from A.R.T. and the librarians we work with.'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({ title: 'Notes', description: DESCRIPTION, path: '/resources/notes' })

export default async function NotesIndexPage({ searchParams }: { searchParams: SearchParams }) {
  const notes = await loadListPage(searchParams, listNotes)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Reading Resources" title="Notes">
          <p>{DESCRIPTION}</p>
        </PageIntro>
        {notes.docs.length === 0 ? (
          <p className={listStyles.empty}>No notes yet.</p>
        ) : (
          <FadeInList label="Notes">
            {notes.docs.map((item) => (
              <ColourCard key={item.id} item={item} collection="notes" />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/resources/notes" page={notes.page ?? 1} totalPages={notes.totalPages} label="Notes" />
      </div>
      <DraftModeBar path="/resources/notes" />
    </DefaultLayout>
  )
}
