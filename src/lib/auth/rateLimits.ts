import 'server-only'

import { accountLimiters } from './accountEndpoint'

/**
 * Per-IP and per-email limits of the account operations, one budget per operation whether it comes
 * through /api/account/* or the GraphQL mutations (env `<NAME>_RATE_LIMIT_PER_MINUTE[_PER_EMAIL]`).
 */
export const accountRateLimits = {
  login: accountLimiters('LOGIN_RATE_LIMIT_PER_MINUTE', 30, 10),
  register: accountLimiters('REGISTER_RATE_LIMIT_PER_MINUTE', 10, 3),
  forgotPassword: accountLimiters('RESET_RATE_LIMIT_PER_MINUTE', 10, 2),
  setPassword: accountLimiters('SET_PASSWORD_RATE_LIMIT_PER_MINUTE', 10, 10),
  password: accountLimiters('PASSWORD_RATE_LIMIT_PER_MINUTE', 10, 10),
}
