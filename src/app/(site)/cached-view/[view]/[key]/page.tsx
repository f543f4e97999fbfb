import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LibraryProgramPage, libraryProgramMetadata, PressPage, pressMetadata } from '@/components/catalogue/CataloguePages'
import { SearchPage, searchMetadata } from '@/components/search/SearchPage'
import { isCachedView, publicViewHref, viewKeyParams, type CachedView } from '@/lib/catalogue/cachedViews'

/**
 * /library-program, /press and /search, one cached page per canonical query (the proxy rewrites the
 * public URLs here; see src/lib/catalogue/cachedViews.ts). Rendered on first request, then served
 * from the page cache until a Payload hook revalidates the data it read.
 */
export const dynamicParams = true
export const revalidate = 600

export function generateStaticParams(): { view: CachedView; key: string }[] {
  return []
}

type Params = Promise<{ view: string; key: string }>

const METADATA: Record<CachedView, Metadata> = {
  'library-program': libraryProgramMetadata,
  press: pressMetadata,
  search: searchMetadata,
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { view, key } = await params
  return isCachedView(view) ? { ...METADATA[view], alternates: { canonical: publicViewHref(view, key) } } : {}
}

export default async function CachedViewRoute({ params }: { params: Params }) {
  const { view, key } = await params
  if (!isCachedView(view)) notFound()
  const query = viewKeyParams(key)
  if (view === 'library-program') return <LibraryProgramPage params={query} />
  if (view === 'press') return <PressPage params={query} />
  return <SearchPage params={query} />
}
