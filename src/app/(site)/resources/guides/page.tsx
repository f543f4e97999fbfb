import type { Metadata } from 'next'

import { LIST_PAGES, listMetadata } from '@/components/content/ListPages'
import { requestedListPage, type SearchParams } from '@/lib/content/listPage'

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> =>
  listMetadata('guides', searchParams)

export default async function GuidesIndexPage({ searchParams }: { searchParams: SearchParams }) {
  const List = LIST_PAGES['guides']
  return <List page={await requestedListPage(searchParams)} />
}
