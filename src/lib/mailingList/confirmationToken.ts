import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

/**
 * The token of a mailing-list confirmation link (double opt-in, issue 28). Nothing is stored when someone
 * signs up: the link itself carries who asked (address, the form it came from, a name), with an expiry and
 * an HMAC-SHA256 over them keyed by the server's secret, so only the inbox that received it can confirm,
 * only that address, and only for a while. Pure: the caller passes the secret and the time.
 */

export const CONFIRMATION_LINK_DAYS = 7
export const CONFIRMATION_LINK_LIFETIME_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000

/** Who asked to join the list, as the link vouches for it. */
export type Signup = { email: string; source: string; name?: string }

const claimSchema = z.strictObject({
  email: z.string(),
  source: z.string(),
  name: z.string().optional(),
  expires: z.number(),
})

/** Names what the signature is for, so no other HMAC the site makes with the same secret passes for one. */
const PURPOSE = 'mailing-list-confirmation'

const signature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url')

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** `body.signature`: the sign-up and its expiry as base64url JSON, then the HMAC of that text. */
export function signConfirmationToken(signup: Signup, options: { secret: string; now: number }): string {
  const expires = options.now + CONFIRMATION_LINK_LIFETIME_MS
  const body = Buffer.from(JSON.stringify({ ...signup, expires }), 'utf8').toString('base64url')
  return `${body}.${signature(body, options.secret)}`
}

export type ConfirmationTokenReading =
  { ok: true; signup: Signup } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

/** The sign-up a token vouches for, or why it vouches for none. The signature is checked before anything is read. */
export function readConfirmationToken(
  token: string,
  options: { secret: string; now: number },
): ConfirmationTokenReading {
  const parts = token.split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' }
  const [body, given] = parts
  if (!sameText(given, signature(body, options.secret))) return { ok: false, reason: 'forged' }
  let claim: z.infer<typeof claimSchema>
  try {
    claim = claimSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (options.now > claim.expires) return { ok: false, reason: 'expired' }
  const { expires: _expires, ...signup } = claim
  return { ok: true, signup }
}
