import { pageHref, parsePageParam } from './pagination'

/**
 * The paginated content lists take their page from `?page=`, which would make every render dynamic.
 * Like the catalogue views (src/lib/catalogue/cachedViews.ts), the proxy serves each page number from
 * an internal route whose path holds it, so Next caches every page of every list and the Payload hooks
 * revalidate it by the tags of the data it read. This module is the pure mapping between the two.
 */
const CACHED_LIST_PREFIX = '/cached-list'

export const CACHED_LISTS = {
  '/news': 'news',
  '/editions': 'editions',
  '/resources/guides': 'guides',
  '/resources/notes': 'notes',
  '/testimonials': 'testimonials',
} as const

export type CachedList = (typeof CACHED_LISTS)[keyof typeof CACHED_LISTS]

export const isCachedList = (value: string): value is CachedList => Object.values(CACHED_LISTS).includes(value as CachedList)

/**
 * The internal path a public list URL is served from, or null when it is rendered dynamically (a
 * malformed page number, which that route answers with 404).
 */
export function cachedListPath(pathname: string, params: URLSearchParams): string | null {
  const list = CACHED_LISTS[pathname as keyof typeof CACHED_LISTS]
  if (!list) return null
  const pages = params.getAll('page')
  const page = parsePageParam(pages.length > 0 ? pages : undefined)
  return page === null ? null : `${CACHED_LIST_PREFIX}/${list}/${page}`
}

/** The page number an internal list path segment stands for, or null. */
export const listPageNumber = (segment: string): number | null => parsePageParam(segment)

/** The public address of one page of a list. */
export function publicListHref(list: CachedList, page: number): string {
  const path = Object.entries(CACHED_LISTS).find(([, name]) => name === list)![0]
  return pageHref(path, page)
}
