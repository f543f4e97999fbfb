// @ts-check
/**
 * What the production server's one log line per request says (issue 31 item 2; server/index.mjs writes it through
 * src/lib/operations/logger.mjs): the request id, the route pattern, and the line's fields. Plain JavaScript so
 * that server/index.mjs can import it without a compiler.
 */

/**
 * An id a proxy may hand on: letters, digits and `-_.:`, at most 128 characters (UUIDs, nginx's $request_id,
 * AWS trace ids). Anything else would let a header write arbitrary text into the logs.
 */
const PASSABLE_ID = /^[\w.:-]{1,128}$/

/**
 * The request id a client sent in `X-Request-Id`, when it may be kept: only from a proxy this server trusts (the
 * TRUSTED_PROXIES rule server/clientAddress.mjs applies to client addresses), and only a well-formed id. Otherwise
 * null: the server makes one of its own, so that nobody else can choose the id a log line is found by.
 * @param {string | string[] | undefined} header the X-Request-Id header(s)
 * @param {boolean} fromTrustedProxy whether the socket's peer is a trusted proxy
 */
export function acceptedRequestId(header, fromTrustedProxy) {
  if (!fromTrustedProxy || typeof header !== 'string') return null
  const id = header.trim()
  return PASSABLE_ID.test(id) ? id : null
}

/** @typedef {{ page: string, regex: string }} ManifestRoute One route of Next's routes-manifest.json. */

/**
 * A function naming the route pattern a path is served by (`/press/[slug]`), from the build's routes-manifest.json
 * (its static routes, then its dynamic ones in the order Next matches them); undefined for a path no page or
 * route handler serves (static files, `/_next/…`).
 * @param {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] } | undefined} manifest
 * @returns {(pathname: string) => string | undefined}
 */
export function routePatterns(manifest) {
  const routes = [...(manifest?.staticRoutes ?? []), ...(manifest?.dynamicRoutes ?? [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }))
  return (pathname) => routes.find((route) => route.regex.test(pathname))?.page
}

/** The path of a request's URL, without its query (which may carry a token or an email address). */
export function pathOf(/** @type {string | undefined} */ url) {
  const path = (url ?? '/').split(/[?#]/)[0] || '/'
  return path
}

/**
 * The fields of a request's log line (pino adds the time, level and the instance).
 * @param {{ requestId: string, method: string | undefined, url: string | undefined, status: number, durationMs: number,
 *   finished: boolean, routeOf: (pathname: string) => string | undefined }} request
 */
export function requestLine({ requestId, method, url, status, durationMs, finished, routeOf }) {
  const path = pathOf(url)
  return {
    reqId: requestId,
    method: method ?? 'GET',
    route: routeOf(path) ?? path,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    // The client went away before the whole answer was sent (status is then what had been decided).
    ...(finished ? {} : { aborted: true }),
  }
}

/**
 * Paths pino replaces with "[Redacted]" wherever a log call would include them (Payload's own calls among them).
 * A second line of defence: the server never logs headers or bodies in the first place.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'apiKey',
  'secret',
  '*.password',
  '*.token',
  '*.apiKey',
  '*.secret',
  '*.cookie',
  '*.authorization',
  'data.*.password',
]
