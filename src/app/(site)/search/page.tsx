import { SearchPage, searchMetadata, type SearchParams } from '@/components/search/SearchPage'

export const metadata = searchMetadata

/** Reached only for URLs too long to cache; the proxy serves the others from /cached-view. */
export default async function SearchRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SearchPage params={await searchParams} />
}
