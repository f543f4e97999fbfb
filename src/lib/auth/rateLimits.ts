import 'server-only'

import { namedLimiter, windowLimiter } from '../ratelimit'
import { accountLimiters } from './accountEndpoint'

/**
 * Wrong passwords for one account from one address (LOGIN_FAILURES_PER_ACCOUNT_PER_ADDRESS per 15 minutes;
 * successful logins use none). Past them that address waits; the account's owner elsewhere does not, so nobody
 * can lock another person out (issue 28 item 7; Payload's own account lock, which locked the account for
 * everyone, is off). Guessing from many addresses meets the per-address limits, the password policy (no
 * common password) and a hash that costs ~200 ms of server time per guess.
 */
const LOGIN_WINDOW_SECONDS = 15 * 60

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
