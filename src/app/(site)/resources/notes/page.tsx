import type { Metadata } from 'next'

import { LIST_PAGES, listMetadata } from '@/components/content/ListPages'
import { requestedListPage, type SearchParams } from '@/lib/content/listPage'

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> =>
  listMetadata('notes', searchParams)

export default async function NotesIndexPage({ searchParams }: { searchParams: SearchParams }) {
  const List = LIST_PAGES['notes']
  return <List page={await requestedListPage(searchParams)} />
}
