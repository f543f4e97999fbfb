/**
 * CSRF defence for cookie-authenticated requests (ASVS V3.5): a browser sends `Origin` on every cross-origin
 * POST, so a request whose Origin is not this site's own origin is refused. The site's origin is the request's
 * Host (X-Forwarded-Host behind a proxy) or SERVER_URL. A request without Origin is a same-origin navigation,
 * an older browser's same-origin POST or a non-browser client, none of which carry a victim's cookie
 * cross-site; `Sec-Fetch-Site: cross-site` still refuses it.
 */
export function isSameOriginRequest(headers: Headers, serverUrl = process.env.SERVER_URL): boolean {
  const origin = headers.get('origin')
  if (!origin) return headers.get('sec-fetch-site') !== 'cross-site'
  if (origin === 'null') return false
  let originHost: string
  try {
    originHost = new URL(origin).host.toLowerCase()
  } catch {
    return false
  }
  const hosts = [headers.get('x-forwarded-host')?.split(',')[0]?.trim(), headers.get('host')]
  if (serverUrl) {
    try {
      hosts.push(new URL(serverUrl).host)
    } catch {
      // A malformed SERVER_URL adds nothing.
    }
  }
  return hosts.some((host) => !!host && host.toLowerCase() === originHost)
}
