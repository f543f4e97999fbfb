import type { Metadata } from 'next'

import { catalogueMetadata, PressPage } from '@/components/catalogue/CataloguePages'
import type { SearchParams } from '@/components/catalogue/CatalogueView'

type Props = { searchParams: Promise<SearchParams> }

export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> =>
  catalogueMetadata('press', await searchParams)

export default async function PressRoute({ searchParams }: Props) {
  return <PressPage params={await searchParams} />
}
