import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  CONFIRMATION_LINK_LIFETIME_MS,
  readConfirmationToken,
  signConfirmationToken,
} from '@/lib/mailingList/confirmationToken'

const secret = 'a-server-secret'
const now = Date.UTC(2026, 4, 1, 12)
const ann = { email: 'ann@example.org', source: 'mailing list' }

/** The token with its signed part rewritten (the signature kept). */
const rewritten = (token: string, change: Record<string, unknown>) => {
  const [body, signature] = token.split('.')
  const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
  return `${Buffer.from(JSON.stringify({ ...claim, ...change })).toString('base64url')}.${signature}`
}

describe('mailing-list confirmation token', () => {
  it('vouches for the address, the form it came from and the name it was signed with', () => {
    const token = signConfirmationToken({ ...ann, name: 'Ann' }, { secret, now })
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect(readConfirmationToken(token, { secret, now: now + 1000 })).toEqual({
      ok: true,
      signup: { ...ann, name: 'Ann' },
    })
    expect(readConfirmationToken(signConfirmationToken(ann, { secret, now }), { secret, now })).toEqual({
      ok: true,
      signup: ann,
    })
  })

  it('expires: valid until the end of its lifetime, not a moment after', () => {
    const token = signConfirmationToken(ann, { secret, now })
    expect(readConfirmationToken(token, { secret, now: now + CONFIRMATION_LINK_LIFETIME_MS }).ok).toBe(true)
    expect(readConfirmationToken(token, { secret, now: now + CONFIRMATION_LINK_LIFETIME_MS + 1 })).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(CONFIRMATION_LINK_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000)
  })

  it('is refused for another address than the one it was signed for', () => {
    const token = signConfirmationToken(ann, { secret, now })
    expect(readConfirmationToken(rewritten(token, { email: 'victim@example.org' }), { secret, now })).toEqual({
      ok: false,
      reason: 'forged',
    })
  })

  it('is refused when tampered with: a later expiry, another source, another signature, another secret', () => {
    const token = signConfirmationToken(ann, { secret, now })
    const [body, signature] = token.split('.')
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    for (const bad of [
      rewritten(token, { expires: now + 10 * CONFIRMATION_LINK_LIFETIME_MS }),
      rewritten(token, { source: 'staff' }),
      `${body}.${flipped}`,
      `${body}.${signature}x`,
      signConfirmationToken(ann, { secret: 'another-secret', now }),
    ])
      expect(readConfirmationToken(bad, { secret, now })).toEqual({ ok: false, reason: 'forged' })
  })

  it('is refused when it is not a token at all', () => {
    for (const bad of ['', 'nope', '.', 'a.b.c', `${Buffer.from('not json').toString('base64url')}.x`])
      expect(readConfirmationToken(bad, { secret, now }).ok).toBe(false)
  })

  it('is refused when signed with the same secret for another purpose', () => {
    const [body] = signConfirmationToken(ann, { secret, now }).split('.')
    const plainHmac = createHmac('sha256', secret).update(body).digest('base64url')
    expect(readConfirmationToken(`${body}.${plainHmac}`, { secret, now })).toEqual({ ok: false, reason: 'forged' })
  })

  it('is refused when rightly signed but not a sign-up', () => {
    const token = signConfirmationToken({ email: 42 } as never, { secret, now })
    expect(readConfirmationToken(token, { secret, now })).toEqual({ ok: false, reason: 'malformed' })
  })
})
