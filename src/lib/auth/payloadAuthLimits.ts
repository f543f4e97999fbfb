import 'server-only'

import { clientKey, rateLimitedKey } from '../ratelimit'
import { countFailure, limitedByEmail, type AccountLimiters } from './rateLimits'
import { evenOutFailedLogin } from './hashCost'
import { newPasswordSchema } from './passwordPolicy'
import { accountRateLimits } from './rateLimits'

/**
 * Payload's own REST auth routes of both auth collections (issue 28 item 7) draw from the same budgets as the
 * site's /api/account/* (src/lib/auth/rateLimits.ts): without this, /api/accounts/login and
 * /api/accounts/forgot-password were unlimited. A reset's new password meets the site's policy, and a failed
 * login to an unknown email takes as long as one to a known email.
 */
const ROUTE = /^\/api\/(?:accounts|users)\/(login|forgot-password|reset-password|verify\/[^/]+|first-register)$/

const LIMITS: Record<string, AccountLimiters> = {
  login: accountRateLimits.login,
  'forgot-password': accountRateLimits.forgotPassword,
  'reset-password': accountRateLimits.setPassword,
  verify: accountRateLimits.verify,
  'first-register': accountRateLimits.register,
  create: accountRateLimits.register,
}

/** The auth operation a Payload REST request is, or null. */
function payloadAuthOperation(method: string, pathname: string): string | null {
  if (method !== 'POST') return null
  // Library accounts only: staff users are created by admins, not by visitors.
  if (pathname === '/api/accounts') return 'create'
  const match = ROUTE.exec(pathname)
  return match ? match[1]!.replace(/\/.*$/, '') : null
}

const errors = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

const bodyOf = async (request: Request): Promise<Record<string, unknown>> => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => ({}))
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
}

/**
 * Runs a Payload REST request under its auth route's limits: over a limit, a 429 in Payload's error shape; a
 * reset to a password the policy refuses, a 400. Other requests run as they are.
 */
export async function withPayloadAuthLimits(request: Request, run: () => Promise<Response>): Promise<Response> {
  const pathname = new URL(request.url).pathname
  const operation = payloadAuthOperation(request.method, pathname)
  if (!operation) return run()
  // Payload's first-register makes an already verified first user of an empty collection: right for the
  // admin's staff, never for library accounts, which register through the site.
  if (pathname === '/api/accounts/first-register') return errors(403, 'Library accounts register on the site.')
  const limiters = LIMITS[operation]!
  const body = await bodyOf(request)
  const limited =
    (await rateLimitedKey(limiters.ip, clientKey(request.headers))) ||
    (typeof body.email === 'string' ? await limitedByEmail(limiters, request.headers, body.email) : null)
  if (limited) return errors(429, ((await limited.json()) as { error: string }).error)
  if (operation === 'reset-password') {
    const password = newPasswordSchema.safeParse(body.password)
    if (!password.success) return errors(400, password.error.issues[0]?.message ?? 'Choose another password.')
  }
  const startedAt = performance.now()
  const response = await run()
  if (operation === 'login' && response.status === 401 && typeof body.email === 'string') {
    await countFailure(limiters, request.headers, body.email)
    if (typeof body.password === 'string') await evenOutFailedLogin(startedAt, body.password)
  }
  return response
}
