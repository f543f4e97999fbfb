/**
 * The library account's session cookie (SPEC §3 cookie list: `jwt`, holding the authenticate.jwt value).
 * HttpOnly so page scripts never read it, SameSite=Lax so other sites' POSTs do not carry it, Secure in
 * production. Its lifetime is the token's (Accounts `tokenExpiration`, 7 days = SPEC §9 604800 s).
 */
export const JWT_COOKIE = 'jwt'

const attributes = (maxAgeSeconds: number) =>
  [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(process.env.NODE_ENV === 'production' && !/^http:\/\//.test(process.env.SERVER_URL ?? '') ? ['Secure'] : []),
  ].join('; ')

export const jwtCookie = (token: string, maxAgeSeconds: number) =>
  `${JWT_COOKIE}=${token}; ${attributes(maxAgeSeconds)}`

export const expiredJwtCookie = () => `${JWT_COOKIE}=; ${attributes(0)}`
