/**
 * The site's cookies, read and written one way. Each is HttpOnly (no page script reads it), SameSite=Lax (other
 * sites' POSTs do not carry it; with the Origin check in server/crossSiteRequest.mjs that is the CSRF defence,
 * docs/security.md) and Secure in production.
 */

type CookieEnv = { NODE_ENV?: string; SERVER_URL?: string }

/**
 * Whether cookies get `Secure`: in production, unless the site is knowingly served over plain http
 * (SERVER_URL=http://…, e.g. a production build tried on a laptop), where a browser would drop them.
 */
export const secureCookies = (env: CookieEnv = process.env) =>
  env.NODE_ENV === 'production' && !/^http:\/\//.test(env.SERVER_URL ?? '')

/** A cookie's value from a Cookie header (decoded), or null when it is absent or empty. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  const part = (cookieHeader ?? '').split(/;\s*/).find((candidate) => candidate.startsWith(`${name}=`))
  if (!part) return null
  try {
    return decodeURIComponent(part.slice(name.length + 1)) || null
  } catch {
    return null
  }
}

/** The same cookie from a request. */
export const requestCookie = (request: Request, name: string) => readCookie(request.headers.get('cookie'), name)

/** A Set-Cookie header for the site's cookie `name` (maxAgeSeconds 0 removes it). */
export const setCookieHeader = (name: string, value: string, maxAgeSeconds: number) =>
  [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')

/** The same cookie as Next's `cookies().set` takes it (server actions). */
export const cookieSettings = (name: string, value: string, maxAgeSeconds: number) => ({
  name,
  value,
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  maxAge: maxAgeSeconds,
  secure: secureCookies(),
})
