import { cookieSettings, setCookieHeader } from '../http/cookies'

/**
 * The library account's session cookie (SPEC §3 cookie list: `jwt`, holding the authenticate.jwt value).
 * HttpOnly, SameSite=Lax and Secure in production as every cookie of the site (src/lib/http/cookies.ts). Its
 * lifetime is the token's (Accounts `tokenExpiration`, 7 days = SPEC §9 604800 s).
 */
export const JWT_COOKIE = 'jwt'

/** The cookie as Next's `cookies().set` takes it (the login form's server action). */
export const jwtCookieSettings = (token: string, maxAgeSeconds: number) => cookieSettings(JWT_COOKIE, token, maxAgeSeconds)

/** The same cookie as a Set-Cookie header (the JSON endpoints and GraphQL). */
export const jwtCookie = (token: string, maxAgeSeconds: number) => setCookieHeader(JWT_COOKIE, token, maxAgeSeconds)

export const expiredJwtCookie = () => setCookieHeader(JWT_COOKIE, '', 0)
