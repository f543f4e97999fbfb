import crypto from 'node:crypto'

import { getSecrets } from '../config/secrets'

/**
 * The 'Manage your gift' link of a monthly or annual donor (issue 32 item 2): a signed, expiring token naming
 * one subscription's first donation row and its donor's address, so only that donor's gift opens with it.
 * `<claims>.<signature>`, both base64url; the signature is HMAC-SHA256 under a key derived from PAYLOAD_SECRET
 * for this purpose alone (a token of another feature never verifies here).
 */

const MANAGE_GIFT_PATH = '/support/manage-gift'

/** How long a link works: long enough for a receipt read weeks later, short enough that an old mail expires. */
export const MANAGE_LINK_LIFETIME_MS = 30 * 24 * 60 * 60_000

export type ManageClaims = { donationId: string; donorEmail: string; expiresAt: number }

export type ManageTokenCheck = { ok: true; claims: ManageClaims } | { ok: false; reason: 'invalid' | 'expired' }

const normaliseEmail = (email: string) => email.trim().toLowerCase()

const keyFrom = (secret: string) => crypto.createHmac('sha256', secret).update('art/donations/manage-gift').digest()

const signatureOf = (body: string, secret: string) =>
  crypto.createHmac('sha256', keyFrom(secret)).update(body).digest('base64url')

export function signManageToken(claims: ManageClaims, secret: string): string {
  const body = Buffer.from(
    JSON.stringify({ d: claims.donationId, e: normaliseEmail(claims.donorEmail), x: claims.expiresAt }),
  ).toString('base64url')
  return `${body}.${signatureOf(body, secret)}`
}

const isClaims = (value: unknown): value is { d: string; e: string; x: number } => {
  const claims = value as { d?: unknown; e?: unknown; x?: unknown } | null
  return typeof claims?.d === 'string' && typeof claims.e === 'string' && typeof claims.x === 'number'
}

/** The token's claims when its signature holds and it has not expired; which of the two failed otherwise. */
export function verifyManageToken(token: string | null | undefined, secret: string, now = Date.now()): ManageTokenCheck {
  const [body, signature, extra] = (token ?? '').split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(signatureOf(body, secret))
  const given = Buffer.from(signature)
  // Constant time: the comparison's duration tells nothing about how much of a forged signature was right.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!isClaims(parsed)) return { ok: false, reason: 'invalid' }
  if (parsed.x <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { donationId: parsed.d, donorEmail: parsed.e, expiresAt: parsed.x } }
}

/**
 * Whether the token's claims name this very gift: the same row, still the same donor's (a row whose address was
 * corrected by staff no longer opens with a link sent to the old one).
 */
export const claimsMatchDonation = (
  claims: ManageClaims,
  donation: { id: number | string; donorEmail?: string | null },
): boolean =>
  String(donation.id) === claims.donationId &&
  !!donation.donorEmail &&
  normaliseEmail(donation.donorEmail) === claims.donorEmail

/** The link a donor follows to manage the recurring gift `donationId` (its subscription's first row). */
export function manageGiftUrl(
  { baseUrl, donationId, donorEmail, now = Date.now() }: {
    baseUrl: string
    donationId: number | string
    donorEmail: string
    now?: number
  },
  secret: string = getSecrets().payloadSecret,
): string {
  const token = signManageToken({ donationId: String(donationId), donorEmail, expiresAt: now + MANAGE_LINK_LIFETIME_MS }, secret)
  return `${baseUrl.replace(/\/+$/, '')}${MANAGE_GIFT_PATH}?token=${token}`
}
