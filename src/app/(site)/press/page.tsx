import { PressPage, pressMetadata } from '@/components/catalogue/CataloguePages'
import type { SearchParams } from '@/components/catalogue/CatalogueView'

export const metadata = pressMetadata

/** Reached only for URLs too long to cache; the proxy serves the others from /cached-view. */
export default async function PressRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PressPage params={await searchParams} />
}
