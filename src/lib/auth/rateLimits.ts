import 'server-only'

import { clientKey, namedLimiter, rateLimitedKey, windowLimiter, type Limiter } from '../ratelimit'

/**
 * Wrong passwords for one account from one address (LOGIN_FAILURES_PER_ACCOUNT_PER_ADDRESS per 15 minutes;
 * successful logins use none). Past them that address waits; the account's owner elsewhere does not, so nobody
 * can lock another person out (issue 28 item 7; Payload's own account lock, which locked the account for
 * everyone, is off). Guessing from many addresses meets the per-address limits, the password policy (no
 * common password) and a hash that costs ~200 ms of server time per guess.
 */
const LOGIN_WINDOW_SECONDS = 15 * 60

/** Per-IP and per-email limiters of one endpoint (env `<NAME>_RATE_LIMIT_PER_MINUTE` sets the per-IP one). */
export const accountLimiters = (envName: string, perIpPerMinute: number, perEmailPerMinute: number) => ({
  ip: namedLimiter(envName, perIpPerMinute),
  email: namedLimiter(`${envName}_PER_EMAIL`, perEmailPerMinute),
})

/**
 * Per-IP and per-email limits of the account operations, one budget per operation whether it comes
 * from the site's forms (server actions), /api/account/*, the GraphQL mutations or Payload's own REST auth routes
 * (env `<NAME>_RATE_LIMIT_PER_MINUTE[_PER_EMAIL]`).
 */
export const accountRateLimits = {
  login: {
    ip: namedLimiter('LOGIN_RATE_LIMIT_PER_MINUTE', 30),
    failures: windowLimiter('LOGIN_FAILURES_PER_ACCOUNT_PER_ADDRESS', 5, LOGIN_WINDOW_SECONDS),
  },
  register: accountLimiters('REGISTER_RATE_LIMIT_PER_MINUTE', 10, 3),
  forgotPassword: accountLimiters('RESET_RATE_LIMIT_PER_MINUTE', 10, 2),
  setPassword: accountLimiters('SET_PASSWORD_RATE_LIMIT_PER_MINUTE', 10, 10),
  password: accountLimiters('PASSWORD_RATE_LIMIT_PER_MINUTE', 10, 10),
  verify: accountLimiters('VERIFY_RATE_LIMIT_PER_MINUTE', 20, 20),
  resendVerification: accountLimiters('RESEND_RATE_LIMIT_PER_MINUTE', 10, 2),
  profile: accountLimiters('PROFILE_RATE_LIMIT_PER_MINUTE', 30, 30),
  email: accountLimiters('EMAIL_CHANGE_RATE_LIMIT_PER_MINUTE', 10, 3),
}

/**
 * An endpoint's limits: per client address (before the body is read), and, once the body names an email, per
 * email; and `failures`, wrong passwords for one account from one address, which only a refused attempt
 * (401) uses up (src/lib/auth/rateLimits.ts says why).
 */
export type AccountLimiters = { ip: Limiter; email?: Limiter; failures?: Limiter }

const addressAndEmailKey = (address: string, email: string) => `${address}|${email.trim().toLowerCase()}`

/** A 429 when the email in a request is over its endpoint's per-email limit or has no failures left. */
export async function limitedByEmail(
  limiters: AccountLimiters,
  headers: Headers,
  email: string,
): Promise<Response | null> {
  const { email: perEmail, failures } = limiters
  return (
    (perEmail && (await rateLimitedKey(perEmail, email))) ||
    (failures && (await rateLimitedKey(failures, addressAndEmailKey(clientKey(headers), email), 0))) ||
    null
  )
}

/** Uses up one of the address's failures for this account (after a refused password). */
export async function countFailure(limiters: AccountLimiters, headers: Headers, email: string): Promise<void> {
  if (limiters.failures) await limiters.failures.take(addressAndEmailKey(clientKey(headers), email))
}
