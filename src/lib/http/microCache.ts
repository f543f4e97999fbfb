import type http from 'node:http'

import { proxyHasWork, requestPathname } from '@/lib/navigation/proxyScope'

import { preferredEncoding } from './contentEncoding'
import { matchesIfNoneMatch } from './entityTag'

/**
 * A one-second cache of the public pages each server process sends, in front of Next, as the cluster's nginx
 * and a CDN keep them (README, Several instances). Next answers a request for a cached page in about 0.4 ms
 * of CPU (routing, its cache, the response); for the page's next second the same bytes go out without it.
 *
 * Only what a shared cache may keep is kept: a complete 200 answer to a plain GET of a site page, marked
 * `s-maxage` by Next, with no cookie set and nothing private. It is served only to requests Next would answer
 * with that page: GET, no router (RSC) or server-action headers, no draft-mode cookie, and nothing for the
 * proxy to do (the pre-launch gate, the host rule, the cached routes' rewrites: src/lib/navigation/proxyScope.ts).
 * A content save empties it in the process that saved (src/lib/revalidate/invalidate.ts); other instances'
 * copies end within the second, as nginx's do.
 */
export const MICRO_CACHE_MS = 1000
const ENTRIES_KEPT = 100
const LARGEST_KEPT = 1024 * 1024

/** Request headers that make Next answer with something other than the page's HTML. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
]
/** Next's draft mode (preview) cookies: such a visitor reads drafts, never the shared page. */
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
/** Set per response by Node, or about this connection only. */
const UNSTORED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

type Entry = { expires: number; status: number; headers: http.OutgoingHttpHeaders; body: Buffer }

export type RequestFacts = {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
}

/** The key of a request that may be served from this cache (or may fill it), or null. */
export function microCacheKey(request: RequestFacts, env: Record<string, string | undefined>): string | null {
  if (request.method !== 'GET') return null
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null
  if (DRAFT_COOKIE.test(String(request.headers.cookie ?? ''))) return null
  const pathname = requestPathname(request.url)
  if (pathname.startsWith('/admin') || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return null
  const host = String(request.headers['x-forwarded-host'] || request.headers.host || '')
  if (proxyHasWork({ method: request.method, pathname, host }, env)) return null
  return `${preferredEncoding(request.headers['accept-encoding']) ?? 'identity'} ${request.url}`
}

/**
 * Whether a finished page answer may be kept: what a shared cache may keep, for a plain visitor. Not a stale
 * one: Next is regenerating that page, and keeping it would only make the old page last longer.
 */
export function isStorableAnswer(status: number, headers: http.OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return false
  const cacheControl = String(headers['cache-control'] ?? '')
  return (
    /(?:^|[,\s])s-maxage=\d+/i.test(cacheControl) && !/(?:^|[,\s])(?:private|no-store|no-cache)\b/i.test(cacheControl)
  )
}

/**
 * One store per process, on globalThis: the response layer (loaded by the instrumentation hook) and the content
 * hooks that empty it (loaded with the API routes) are bundled apart, each with its own copy of this module.
 */
const STORE = Symbol.for('art.microCache')
const entries: Map<string, Entry> = ((globalThis as Record<symbol, unknown>)[STORE] ??= new Map<
  string,
  Entry
>()) as Map<string, Entry>

export function storeAnswer(
  key: string,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
  now = Date.now(),
) {
  if (!isStorableAnswer(status, headers) || body.length > LARGEST_KEPT) return
  const kept: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers))
    if (!UNSTORED_HEADERS.has(name) && value !== undefined) kept[name] = value
  entries.delete(key)
  if (entries.size >= ENTRIES_KEPT) entries.delete(entries.keys().next().value!)
  entries.set(key, { expires: now + MICRO_CACHE_MS, status, headers: kept, body })
}

/** Sends the kept answer for this key, if it is still fresh: true when it did. A matching If-None-Match gets a 304. */
export function sendKeptAnswer(
  key: string,
  request: http.IncomingMessage,
  res: http.ServerResponse,
  end: (this: http.ServerResponse, body?: Buffer) => unknown,
  now = Date.now(),
): boolean {
  const entry = entries.get(key)
  if (!entry) return false
  if (entry.expires <= now) {
    entries.delete(key)
    return false
  }
  const tag = entry.headers.etag
  if (typeof tag === 'string' && matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
    const { 'content-length': _length, 'content-type': _type, 'content-encoding': _encoding, ...rest } = entry.headers
    res.writeHead(304, rest)
    end.call(res)
    return true
  }
  res.writeHead(entry.status, entry.headers)
  end.call(res, entry.body)
  return true
}

/** Forgets every kept answer: content changed. */
export function clearMicroCache() {
  entries.clear()
}
