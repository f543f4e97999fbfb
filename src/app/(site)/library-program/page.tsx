import { LibraryProgramPage, libraryProgramMetadata } from '@/components/catalogue/CataloguePages'
import type { SearchParams } from '@/components/catalogue/CatalogueView'

export const metadata = libraryProgramMetadata

/** Reached only for URLs too long to cache; the proxy serves the others from /cached-view. */
export default async function LibraryProgramRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <LibraryProgramPage params={await searchParams} />
}
