import type http from 'node:http'

import { DATABASE_UNAVAILABLE_HEADERS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database'
import { retryPageHtml } from './retryPage'

/**
 * Turns a 500 that the database's absence caused into a 503 with Retry-After, for the requests Next itself
 * answers with 500: a page whose rendering failed (its error boundary cannot set a status) and a route
 * handler that threw. The response layer (src/lib/security/responseHeaders.ts) tags each request with an
 * id; Next reports the failure through instrumentation's onRequestError before it answers, with the request's
 * headers; the response layer then replaces the 500 with the retry page (a browser) or the JSON message.
 */
const REQUEST_ID_HEADER = 'x-art-request-id'

// On globalThis: instrumentation's onRequestError and the response layer are separate module instances.
const registry = globalThis as typeof globalThis & { __artDatabaseFailures?: Set<string> }
const failed = (registry.__artDatabaseFailures ??= new Set<string>())
// A counter, not a random id: it runs on every request, and only has to be unique within this process (the
// header a client sends under the same name is overwritten).
let lastId = 0

/** Gives the request an id that Next passes back to onRequestError with the request's headers. */
export function tagRequest(request: http.IncomingMessage): string {
  const id = String(++lastId)
  request.headers[REQUEST_ID_HEADER] = id
  return id
}

/** onRequestError: remembers a request that failed because the database was out of reach. */
export function noteRequestError(error: unknown, headers: NodeJS.Dict<string | string[]>): void {
  const id = headers[REQUEST_ID_HEADER]
  if (typeof id === 'string' && isDatabaseUnavailable(error)) failed.add(id)
}

/** Whether this response is a 500 for a request that failed because the database was out of reach. */
export const isOutageResponse = (id: string, statusCode: number): boolean => statusCode === 500 && failed.has(id)

/** Forgets the request once answered. */
export const forgetRequest = (id: string): void => {
  failed.delete(id)
}

/** The request's own path and query, never another host ('//elsewhere' is read as a path). */
function samePath(url: string | undefined): string {
  const parsed = new URL(url ?? '/', 'http://site.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/** The 503 that replaces such a 500: the retry page for a browser, the JSON message for anything else. */
export function outageResponse(request: Pick<http.IncomingMessage, 'url' | 'headers'>): {
  headers: Record<string, string>
  body: string
} {
  const wantsPage = String(request.headers.accept ?? '').includes('text/html')
  return {
    headers: {
      ...DATABASE_UNAVAILABLE_HEADERS,
      'Content-Type': wantsPage ? 'text/html; charset=utf-8' : 'application/json',
    },
    body: wantsPage ? retryPageHtml(samePath(request.url)) : JSON.stringify({ error: DATABASE_UNAVAILABLE_MESSAGE }),
  }
}
