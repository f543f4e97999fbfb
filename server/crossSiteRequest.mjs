// @ts-check
/**
 * The site's CSRF defence (OWASP's Fetch Metadata defence, docs/security.md): a state-changing request a
 * browser sends from another site is refused before Next sees it, whether it is for a server action, a
 * route handler under /api or Payload's REST and GraphQL API. Browsers send `Sec-Fetch-Site` (all current
 * ones) and `Origin` (on every POST) and a page cannot forge either; cookies are SameSite=Lax besides.
 * A request with neither header is not a browser's (Stripe's signed webhook, a health check, curl): it
 * carries no visitor's cookie another site could have lent it, so it passes.
 */

/** Methods that change nothing (RFC 9110 safe methods): never refused here. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** `Sec-Fetch-Site` values of a request from the site's own pages, or one the visitor made themselves. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none'])

/**
 * @typedef {object} RequestSource
 * @property {string | undefined} method
 * @property {string | undefined} [origin] the `Origin` header
 * @property {string | undefined} [fetchSite] the `Sec-Fetch-Site` header
 * @property {ReadonlyArray<string | undefined>} siteHosts the hosts (with port) this site answers as: the
 *   request's Host and X-Forwarded-Host, and SERVER_URL's. A browser cannot set these cross-site.
 */

/**
 * Whether the request must be refused as cross-site: a state-changing method with a `Sec-Fetch-Site` other
 * than same-origin or none, or with an `Origin` that is not one of the site's hosts ('null' included).
 * @param {RequestSource} request
 * @returns {boolean}
 */
export function isCrossSiteRequest({ method, origin, fetchSite, siteHosts }) {
  if (SAFE_METHODS.has((method ?? 'GET').toUpperCase())) return false
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return true
  if (origin === undefined) return false
  const originHost = hostOf(origin)
  return !originHost || !siteHosts.some((host) => !!host && host.trim().toLowerCase() === originHost)
}

/**
 * The host (with port) of an origin or URL, lower case; null when it has none (`null`, garbage).
 * @param {string} url
 */
function hostOf(url) {
  try {
    return new URL(url).host.toLowerCase() || null
  } catch {
    return null
  }
}

/**
 * The hosts a request may name as its origin, from its headers and SERVER_URL.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string | undefined} serverUrl
 * @returns {Array<string | undefined>}
 */
export function siteHostsOf(headers, serverUrl) {
  const forwarded = [headers['x-forwarded-host']].flat()[0]?.split(',')[0]
  return [headers.host, forwarded, serverUrl ? (hostOf(serverUrl) ?? undefined) : undefined]
}

/** The site's one error shape (`{ error }`), as the route helper answers. */
export const CROSS_SITE_REFUSAL = JSON.stringify({ error: 'This request came from another site and was refused.' })
