import { secureCookies } from '../security/cookies'

/**
 * The library account's session cookie (SPEC §3 cookie list: `jwt`, holding the authenticate.jwt value).
 * HttpOnly so page scripts never read it, SameSite=Lax so other sites' POSTs do not carry it, Secure in
 * production. Its lifetime is the token's (Accounts `tokenExpiration`, 7 days = SPEC §9 604800 s).
 */
export const JWT_COOKIE = 'jwt'

/** The cookie as Next's `cookies().set` takes it (the login form's server action). */
export const jwtCookieSettings = (token: string, maxAgeSeconds: number) => ({
  name: JWT_COOKIE,
  value: token,
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  maxAge: maxAgeSeconds,
  secure: secureCookies(),
})

/** The same cookie as a Set-Cookie header (the JSON endpoints and GraphQL). */
const header = (value: string, maxAgeSeconds: number) =>
  [
    `${JWT_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')

export const jwtCookie = (token: string, maxAgeSeconds: number) => header(token, maxAgeSeconds)

export const expiredJwtCookie = () => header('', 0)
