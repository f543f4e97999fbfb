import crypto from 'node:crypto'

/**
 * The link that confirms a library account's new email address (issue 28 item 3): signed with the app's
 * secret, it names the account, the address it had when the change was asked (so the link works once: after
 * the change, or any other change, that address no longer matches) and the new address, and expires.
 */
export const EMAIL_CHANGE_HOURS = 24

export type EmailChange = { accountId: number; from: string; to: string; expires: number }

const sign = (body: string, secret: string) =>
  crypto.createHmac('sha256', `email-change:${secret}`).update(body).digest('base64url')

export function emailChangeToken(change: EmailChange, secret: string): string {
  const body = Buffer.from(JSON.stringify([change.accountId, change.from, change.to, change.expires])).toString(
    'base64url',
  )
  return `${body}.${sign(body, secret)}`
}

/** The change a token stands for, or null when it is damaged, signed with another secret or expired. */
export function readEmailChangeToken(token: string, secret: string, now = Date.now()): EmailChange | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  try {
    const [accountId, from, to, expires] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[]
    if (
      typeof accountId !== 'number' ||
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      typeof expires !== 'number'
    )
      return null
    return expires > now ? { accountId, from, to, expires } : null
  } catch {
    return null
  }
}
