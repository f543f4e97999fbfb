import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_HEADERS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database'
import { retryPageHtml } from './retryPage'

/**
 * Pages while the database is out of reach. Next answers a page whose rendering failed with 500 (an error
 * boundary cannot set a status), and reports the failure first through instrumentation's onRequestError. When
 * that failure says the database is out of reach, the outage is noted, and for the next Retry-After seconds the
 * proxy answers every page request with 503, the retry page (a browser) or the JSON message, without trying the
 * database. Then pages are tried again, and the first to fail for the same reason notes the outage again.
 * The site's route handlers and Payload's REST answer their own 503s (database.ts, payloadAfterError.ts).
 */

// On globalThis: instrumentation's onRequestError and the proxy are separate bundles in one process.
const OUTAGE = Symbol.for('art.databaseOutage')
const registry = globalThis as typeof globalThis & { [OUTAGE]?: { until: number } }
const outage = (registry[OUTAGE] ??= { until: 0 })

/** onRequestError: a failure that says the database is out of reach starts (or extends) the outage. */
export function noteRequestError(error: unknown, now: number): void {
  if (isDatabaseUnavailable(error)) outage.until = now + DATABASE_RETRY_AFTER_SECONDS * 1000
}

/** Whether a page request at `now` falls within a noted outage. */
export const isDuringOutage = (now: number): boolean => now < outage.until

/** The request's own path and query, never another host ('//elsewhere' is read as a path). */
function samePath(path: string): string {
  const parsed = new URL(path, 'http://site.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/** The 503's headers and body: the retry page for a browser, the JSON message for anything else. */
export function outageResponse(request: { path: string; accept: string | null }): {
  headers: Record<string, string>
  body: string
} {
  const wantsPage = (request.accept ?? '').includes('text/html')
  return {
    headers: {
      ...DATABASE_UNAVAILABLE_HEADERS,
      'Content-Type': wantsPage ? 'text/html; charset=utf-8' : 'application/json',
    },
    body: wantsPage ? retryPageHtml(samePath(request.path)) : JSON.stringify({ error: DATABASE_UNAVAILABLE_MESSAGE }),
  }
}
