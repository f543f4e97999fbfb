import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { listEditions, listGuides, listNews, listNotes, listTestimonials } from '@/lib/content/collections'
import { getSupportPage } from '@/lib/content/globals'
import { loadListPage, type SearchParams } from '@/lib/content/listPage'
import { pageHref, parsePageParam } from '@/lib/content/pagination'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import { ColourCard } from './ColourCard'
import { DraftModeBar } from './DraftModeBar'
import { EditionCard } from './EditionCard'
import { FadeInList } from './FadeInList'
import listStyles from './lists.module.css'
import { NewsCard } from './NewsCard'
import { PageIntro } from './PageIntro'
import styles from './page.module.css'
import { Pagination } from './Pagination'
import { TestimonialCard } from './TestimonialCard'

/*
 * The five paginated content lists, one page of each by number (`?page=`; a malformed one is a 404). Their
 * routes render on each request; the documents come from Next's data cache (src/lib/content/collections.ts).
 */

const LIST_PATHS = {
  news: '/news',
  editions: '/editions',
  guides: '/resources/guides',
  notes: '/resources/notes',
  testimonials: '/testimonials',
} as const

type ContentList = keyof typeof LIST_PATHS

const DESCRIPTIONS: Record<ContentList, string> = {
  news: 'News from A.R.T., its Library Program and A.R.T. Press.',
  editions: 'Artist editions made for A.R.T. Every edition sold pays for art books sent free to libraries.',
  guides: 'Teaching guides for librarians and teachers: ways to read art books with a group, step by step.',
  notes: 'Short notes on reading, lending and living with art books, from A.R.T. and the librarians we work with.',
  testimonials: 'What librarians say about the A.R.T. Library Program.',
}

const TITLES: Record<ContentList, string> = {
  news: 'News',
  editions: 'Editions',
  guides: 'Teaching Guides',
  notes: 'Notes',
  testimonials: 'Testimonials',
}

/** A list page's metadata; its address names the page number asked for (page 1 for a malformed one, a 404). */
export async function listMetadata(list: ContentList, searchParams: SearchParams): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page) ?? 1
  return pageMetadata({ title: TITLES[list], description: DESCRIPTIONS[list], path: pageHref(LIST_PATHS[list], page) })
}

async function NewsList({ page }: { page: number }) {
  const news = await loadListPage(page, listNews)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro title="News" />
        {news.docs.length === 0 ? (
          <p className={listStyles.empty}>No news yet.</p>
        ) : (
          <FadeInList label="News">
            {news.docs.map((item, index) => (
              <NewsCard key={item.id} item={item} priority={index < 2} />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/news" page={news.page ?? 1} totalPages={news.totalPages} label="News" />
      </div>
      <DraftModeBar path="/news" />
    </DefaultLayout>
  )
}

async function EditionsList({ page }: { page: number }) {
  const [editions, support] = await Promise.all([loadListPage(page, listEditions), getSupportPage()])
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro title="Editions">
          <p>{support.editionsText || DESCRIPTIONS.editions}</p>
        </PageIntro>
        {editions.docs.length === 0 ? (
          <p className={listStyles.empty}>No editions yet.</p>
        ) : (
          <FadeInList label="Editions">
            {editions.docs.map((item, index) => (
              <EditionCard key={item.id} item={item} priority={index < 2} />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/editions" page={editions.page ?? 1} totalPages={editions.totalPages} label="Editions" />
      </div>
      <DraftModeBar path="/editions" />
    </DefaultLayout>
  )
}

async function GuidesList({ page }: { page: number }) {
  const guides = await loadListPage(page, listGuides)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Reading Resources" title="Teaching Guides">
          <p>{DESCRIPTIONS.guides}</p>
          <p>
            <SiteLink href="/resources/guides/about">About the teaching guides</SiteLink>
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
        <Pagination
          basePath="/resources/guides"
          page={guides.page ?? 1}
          totalPages={guides.totalPages}
          label="Teaching guides"
        />
      </div>
      <DraftModeBar path="/resources/guides" />
    </DefaultLayout>
  )
}

async function NotesList({ page }: { page: number }) {
  const notes = await loadListPage(page, listNotes)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Reading Resources" title="Notes">
          <p>{DESCRIPTIONS.notes}</p>
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

async function TestimonialsList({ page }: { page: number }) {
  const testimonials = await loadListPage(page, listTestimonials)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Library Program" title="Testimonials">
          <p>{DESCRIPTIONS.testimonials}</p>
        </PageIntro>
        {testimonials.docs.length === 0 ? (
          <p className={listStyles.empty}>No testimonials yet.</p>
        ) : (
          <FadeInList layout="wide" label="Testimonials">
            {testimonials.docs.map((item) => (
              <TestimonialCard key={item.id} item={item} />
            ))}
          </FadeInList>
        )}
        <Pagination
          basePath="/testimonials"
          page={testimonials.page ?? 1}
          totalPages={testimonials.totalPages}
          label="Testimonials"
        />
        <section className={styles.section}>
          <div className={styles.cta}>
            <p>Want your library to be part of it?</p>
            <SiteLink className="button" href="/library-program/how-to-participate">
              How to participate
            </SiteLink>
          </div>
        </section>
      </div>
    </DefaultLayout>
  )
}

export const LIST_PAGES: Record<ContentList, (props: { page: number }) => Promise<React.JSX.Element>> = {
  news: NewsList,
  editions: EditionsList,
  guides: GuidesList,
  notes: NotesList,
  testimonials: TestimonialsList,
}
