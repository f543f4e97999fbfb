import { namedLimiter } from '../ratelimit'

/** Book-donation offers per client address, one budget for the footer form's action and POST /api/send. */
export const bookDonationLimiter = namedLimiter('SEND_RATE_LIMIT_PER_MINUTE', 30)
