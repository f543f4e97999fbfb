import { CACHED_VIEWS, cachedViewPath } from '../catalogue/cachedViews'
import { CACHED_LISTS, cachedListPath } from '../content/cachedLists'

/**
 * The proxy picks the cached internal route of a catalogue, search or list URL and names it in this
 * request header; a `rewrites` rule in next.config.mjs per public path then serves that route. A rewrite
 * returned by the proxy itself would be an absolute URL, and Next forwards it over HTTP (a second
 * request to itself, aborted prefetches failing with 500) whenever its origin is not the exact one the
 * server listens on — always the case on 127.0.0.1, which the proxy only ever sees as "localhost".
 * A next.config rewrite is a path, served in the same request whatever host the site is reached by.
 */
export const CACHED_ROUTE_HEADER = 'x-art-cached-route'

/** The public paths served from a cached route: next.config.mjs has one rewrite rule for each. */
export const CACHED_ROUTE_SOURCES: readonly string[] = [...Object.keys(CACHED_VIEWS), ...Object.keys(CACHED_LISTS)]

/** The internal path a public URL is served from, or null when it is rendered dynamically. */
export const cachedRoutePath = (pathname: string, params: URLSearchParams): string | null =>
  cachedViewPath(pathname, params) ?? cachedListPath(pathname, params)
