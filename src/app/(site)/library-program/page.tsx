import type { Metadata } from 'next'

import { catalogueMetadata, LibraryProgramPage } from '@/components/catalogue/CataloguePages'
import type { SearchParams } from '@/components/catalogue/CatalogueView'

type Props = { searchParams: Promise<SearchParams> }

export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> =>
  catalogueMetadata('libraryProgram', await searchParams)

export default async function LibraryProgramRoute({ searchParams }: Props) {
  return <LibraryProgramPage params={await searchParams} />
}
