import type { Metadata } from 'next'

import { LIST_PAGES, listMetadata } from '@/components/content/ListPages'
import { requestedListPage, type SearchParams } from '@/lib/content/listPage'

/** Reached only for a malformed page number (404); the proxy serves the others from /cached-list. */
export const generateMetadata = (): Promise<Metadata> => listMetadata('testimonials', 1)

export default async function TestimonialsPage({ searchParams }: { searchParams: SearchParams }) {
  const List = LIST_PAGES['testimonials']
  return <List page={await requestedListPage(searchParams)} />
}
