import { describe, expect, it } from 'vitest'

import { confirmationOutcome } from '@/lib/mailingList/confirmationOutcome'

describe('what the confirmation page shows', () => {
  it('the confirmed address', () => {
    expect(confirmationOutcome(200, { success: true, email: 'ann@example.org' })).toEqual({
      kind: 'confirmed',
      message: 'Thank you: ann@example.org is on our mailing list.',
    })
  })

  it('a link that is no good: sign up again', () => {
    expect(confirmationOutcome(400, { error: 'x' })).toMatchObject({
      kind: 'linkInvalid',
      message: expect.stringMatching(/sign up again/),
    })
  })

  it('anything else (too many tries, the server down, an answer without the address): try again', () => {
    for (const [status, body] of [
      [429, {}],
      [503, null],
      [500, 'nope'],
      [200, { success: true }],
    ] as const)
      expect(confirmationOutcome(status, body).kind).toBe('tryAgain')
  })
})
