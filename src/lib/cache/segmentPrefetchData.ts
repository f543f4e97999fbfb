import { CACHED_VIEW_PREFIX } from '../catalogue/cachedViews'

/**
 * Which pages Next splits into per-segment prefetch data when it renders them at run time (the hook that
 * scripts/patch-next.mjs adds to Next's runtime asks here).
 *
 * Next decodes the page's whole RSC payload and encodes it again per segment, then writes each segment beside
 * the page as a file. A cached view (/library-program, /press and /search, one page per query) is rendered once
 * per query, and links to other views are never prefetched, so that work was done for nothing: about 2 ms of
 * the main thread, and 4–5 ms of all threads with the file writes, per uncached catalogue view on the bench.
 * Such a page is still prefetched now and then (the menu's "Order Books" on intent): Next then answers with
 * the page's full RSC data from the same cache entry, and its client router takes that instead of the segments.
 */
export function skipsSegmentPrefetchData(pagePath: string): boolean {
  return pagePath.startsWith(`${CACHED_VIEW_PREFIX}/`)
}

/** The name patch-next.mjs's change calls on globalThis; without it Next keeps its own behaviour. */
export const SEGMENT_PREFETCH_HOOK = '__artSkipSegmentPrefetchData'

export function installSegmentPrefetchRule() {
  ;(globalThis as Record<string, unknown>)[SEGMENT_PREFETCH_HOOK] = (pagePath: unknown) =>
    typeof pagePath === 'string' && skipsSegmentPrefetchData(pagePath)
}
