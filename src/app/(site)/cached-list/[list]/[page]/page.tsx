import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LIST_PAGES, listMetadata } from '@/components/content/ListPages'
import { isCachedList, listPageNumber, type CachedList } from '@/lib/content/cachedLists'

/**
 * /news, /editions, /resources/guides, /resources/notes and /testimonials, one cached page per page
 * number (the proxy rewrites the public URLs here; see src/lib/content/cachedLists.ts). Rendered on
 * first request, then served from the page cache until a Payload hook revalidates the data it read.
 */
export const dynamicParams = true
export const revalidate = 600

export function generateStaticParams(): { list: CachedList; page: string }[] {
  return []
}

type Params = Promise<{ list: string; page: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { list, page } = await params
  const number = listPageNumber(page)
  return isCachedList(list) && number !== null ? listMetadata(list, number) : {}
}

export default async function CachedListRoute({ params }: { params: Params }) {
  const { list, page } = await params
  const number = listPageNumber(page)
  if (!isCachedList(list) || number === null) notFound()
  const List = LIST_PAGES[list]
  return <List page={number} />
}
