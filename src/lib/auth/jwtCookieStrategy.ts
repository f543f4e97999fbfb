import { JWTAuthentication, type AuthStrategy } from 'payload'
import { parseCookies } from 'payload/shared'

import { JWT_COOKIE } from './authCookie'

/**
 * Reads the library account's `jwt` cookie (SPEC §3/§6) and hands the token to Payload's own JWT
 * authentication, so the signature, expiry, verification and the session list all count: a token whose
 * session ended (logout, password change or reset) no longer authenticates, on REST, GraphQL and pages alike.
 * The 'Authorization: JWT {token}' header is read by Payload's built-in strategy, with the same checks.
 * The cookie only ever authenticates accounts. Another site's pages cannot use it: it is SameSite=Lax, and
 * a state-changing request they send is refused before Next (server/crossSiteRequest.mjs, docs/security.md).
 */
export const jwtCookieStrategy: AuthStrategy = {
  name: 'jwt-cookie',
  authenticate: async (args) => {
    const token = parseCookies(args.headers).get(JWT_COOKIE)
    if (!token) return { user: null }
    const headers = new Headers({ Authorization: `JWT ${token}`, DisableAutologin: 'true' })
    const result = await JWTAuthentication({ ...args, headers, strategyName: 'jwt-cookie' })
    return result.user?.collection === 'accounts' ? result : { user: null }
  },
}
