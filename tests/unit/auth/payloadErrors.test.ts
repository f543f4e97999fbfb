import { AuthenticationError, UnverifiedEmail } from 'payload'
import { describe, expect, it } from 'vitest'

import { isUnverifiedEmail, isWrongPassword } from '@/lib/auth/payloadErrors'

/** As another bundle's copy of Payload throws them: the same shape, another class. */
class CopiedAPIError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

describe("Payload's login errors, from this bundle's Payload or another's", () => {
  it('knows a wrong password', () => {
    expect(isWrongPassword(new AuthenticationError())).toBe(true)
    expect(isWrongPassword(new CopiedAPIError('The email or password provided is incorrect.', 401))).toBe(true)
    expect(isWrongPassword(new UnverifiedEmail({}))).toBe(false)
  })

  it('knows an unverified email', () => {
    expect(isUnverifiedEmail(new UnverifiedEmail({}))).toBe(true)
    expect(isUnverifiedEmail(new CopiedAPIError('Please verify your email before logging in.', 403))).toBe(true)
    expect(isUnverifiedEmail(new AuthenticationError())).toBe(false)
  })

  it('leaves every other error alone', () => {
    for (const error of [
      new Error('connect ECONNREFUSED'),
      new CopiedAPIError('Bad', 500),
      'text',
      null,
      { status: 401 },
    ])
      expect(isWrongPassword(error) || isUnverifiedEmail(error)).toBe(false)
  })
})
