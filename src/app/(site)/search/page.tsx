import type { Metadata } from 'next'

import { SearchPage, searchMetadata, type SearchParams } from '@/components/search/SearchPage'

type Props = { searchParams: Promise<SearchParams> }

export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> => searchMetadata(await searchParams)

export default async function SearchRoute({ searchParams }: Props) {
  return <SearchPage params={await searchParams} />
}
