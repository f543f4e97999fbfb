import { describe, expect, it } from 'vitest'

import {
  claimsMatchDonation,
  MANAGE_LINK_LIFETIME_MS,
  manageGiftUrl,
  signManageToken,
  verifyManageToken,
} from '../../../src/lib/donations/manageLink'

const SECRET = 'unit-test-secret'
const NOW = Date.parse('2026-11-28T12:00:00Z')

const tokenOf = (url: string) => new URL(url).searchParams.get('token')

describe('the manage-gift link', () => {
  const url = manageGiftUrl({ baseUrl: 'https://art.example.org/', donationId: 42, donorEmail: 'Ann@Example.org', now: NOW }, SECRET)

  it('points at /support/manage-gift on the given site', () => {
    expect(url.startsWith('https://art.example.org/support/manage-gift?token=')).toBe(true)
  })

  it('opens the gift it was made for, for its donor, until it expires', () => {
    const check = verifyManageToken(tokenOf(url), SECRET, NOW + MANAGE_LINK_LIFETIME_MS - 1)
    expect(check).toEqual({
      ok: true,
      claims: { donationId: '42', donorEmail: 'ann@example.org', expiresAt: NOW + MANAGE_LINK_LIFETIME_MS },
    })
    if (check.ok) expect(claimsMatchDonation(check.claims, { id: 42, donorEmail: 'ann@example.org' })).toBe(true)
  })

  it('works for 30 days and no longer', () => {
    expect(MANAGE_LINK_LIFETIME_MS).toBe(30 * 24 * 60 * 60_000)
    expect(verifyManageToken(tokenOf(url), SECRET, NOW + MANAGE_LINK_LIFETIME_MS)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a token whose claims were changed', () => {
    const [body, signature] = tokenOf(url)!.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'))
    const forged = Buffer.from(JSON.stringify({ ...claims, d: '43' })).toString('base64url')
    expect(verifyManageToken(`${forged}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' })
    const later = Buffer.from(JSON.stringify({ ...claims, x: claims.x + MANAGE_LINK_LIFETIME_MS })).toString('base64url')
    expect(verifyManageToken(`${later}.${signature}`, SECRET, NOW + MANAGE_LINK_LIFETIME_MS)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('refuses a token signed with another secret, a cut signature and rubbish', () => {
    const other = signManageToken({ donationId: '42', donorEmail: 'ann@example.org', expiresAt: NOW + 1000 }, 'other')
    expect(verifyManageToken(other, SECRET, NOW).ok).toBe(false)
    expect(verifyManageToken(tokenOf(url)!.slice(0, -2), SECRET, NOW).ok).toBe(false)
    expect(verifyManageToken('not-a-token', SECRET, NOW).ok).toBe(false)
    expect(verifyManageToken(null, SECRET, NOW).ok).toBe(false)
  })

  it('does not open another donation, nor the gift once its donor address differs', () => {
    const check = verifyManageToken(tokenOf(url), SECRET, NOW)
    if (!check.ok) throw new Error('expected a valid token')
    expect(claimsMatchDonation(check.claims, { id: 43, donorEmail: 'ann@example.org' })).toBe(false)
    expect(claimsMatchDonation(check.claims, { id: 42, donorEmail: 'bob@example.org' })).toBe(false)
    expect(claimsMatchDonation(check.claims, { id: 42, donorEmail: null })).toBe(false)
  })
})
