/**
 * The built-in mailing-list sign-up (the seeded default list) is double opt-in: POST /api/mailing-list only
 * emails a confirmation link, and only POST /api/mailing-list/confirm with that link's token adds the address.
 * Also: validation, no difference between known and unknown addresses, and the per-client rate limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { EmailOutbox, MailingListSubscriber } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

type Route = (request: Request) => Promise<Response>

let t: TestPayload
let signUp: Route
let ip = 0

const call = (route: Route, path: string, json: unknown, clientIp = `198.51.100.${++ip % 250}`) =>
  route(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    }),
  )

const confirmRoute = () => import('../../../src/app/(site)/api/mailing-list/confirm/route')

const post = (json: unknown, clientIp?: string) => call(signUp, '/api/mailing-list', json, clientIp)
const postConfirm = async (json: unknown) => call((await confirmRoute()).POST, '/api/mailing-list/confirm', json)

const subscribers = async () =>
  (await t.payload.find({ collection: 'mailing-list-subscribers', pagination: false, depth: 0 }))
    .docs as MailingListSubscriber[]

const outbox = async () =>
  (await t.payload.find({ collection: 'email-outbox', pagination: false, sort: 'createdAt', depth: 0 }))
    .docs as EmailOutbox[]

/** The confirmation link's token in an email's HTML. */
const tokenIn = (mail: EmailOutbox) => {
  const token = /\/mailing-list\/confirm\?token=([\w.-]+)/.exec(mail.html ?? '')?.[1]
  expect(token, mail.html ?? '').toBeTruthy()
  return token!
}

/** Signs up `email` and answers the token the confirmation email carries. */
async function signUpAndReadToken(email: string) {
  expect((await post({ email })).status).toBe(200)
  const mail = (await outbox()).at(-1)!
  expect(mail.to).toBe(email.trim().toLowerCase())
  return tokenIn(mail)
}

beforeAll(async () => {
  process.env.MAILING_LIST_RATE_LIMIT_PER_MINUTE = '3'
  process.env.SERVER_URL = 'https://art.example.org'
  t = await createTestPayload()
  ;({ POST: signUp } = await import('../../../src/app/(site)/api/mailing-list/route'))
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(async () => {
  await t.payload.delete({ collection: 'mailing-list-subscribers', where: { id: { exists: true } } })
  await t.payload.delete({ collection: 'email-outbox', where: { id: { exists: true } } })
})

describe('POST /api/mailing-list', () => {
  it.each([
    ['not JSON', 'nope'],
    ['no email', {}],
    ['an invalid email', { email: 'ann-at-example' }],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.org` }],
  ])('%s → 400, nothing stored and nothing sent', async (_name, json) => {
    const response = await post(json)
    expect(response.status).toBe(400)
    expect(await subscribers()).toHaveLength(0)
    expect(await outbox()).toHaveLength(0)
  })

  it('adds nobody: it emails the address a confirmation link instead', async () => {
    const response = await post({ email: ' Ann@Example.org ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await subscribers()).toHaveLength(0)
    const [mail] = await outbox()
    expect(mail).toMatchObject({
      to: 'ann@example.org',
      subject: 'Confirm your subscription to the A.R.T. mailing list',
    })
    expect(mail.html).toContain('https://art.example.org/mailing-list/confirm?token=')
  })

  it('answers a known address exactly as an unknown one, and emails both alike', async () => {
    await t.payload.create({
      collection: 'mailing-list-subscribers',
      data: { email: 'known@example.org', source: 'mailing list' },
    })
    const known = await post({ email: 'known@example.org' })
    const unknown = await post({ email: 'unknown@example.org' })
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()])
    expect((await outbox()).map((mail) => [mail.to, mail.subject])).toEqual([
      ['known@example.org', 'Confirm your subscription to the A.R.T. mailing list'],
      ['unknown@example.org', 'Confirm your subscription to the A.R.T. mailing list'],
    ])
    expect((await subscribers()).map((subscriber) => subscriber.email)).toEqual(['known@example.org'])
  })

  it('rate-limits a client per minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await post({ email: `reader${i}@example.org` }, '192.0.2.7')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})

describe('POST /api/mailing-list/confirm', () => {
  it('with the emailed token adds exactly one subscriber, lower-cased, with where it came from', async () => {
    const token = await signUpAndReadToken(' Ann@Example.org ')
    const response = await postConfirm({ token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, email: 'ann@example.org' })
    const stored = await subscribers()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: 'ann@example.org', source: 'mailing list' })
  })

  it('a repeated confirmation is harmless: the same answer, still one subscriber', async () => {
    const token = await signUpAndReadToken('bo@example.org')
    const first = await postConfirm({ token })
    const again = await postConfirm({ token })
    expect([again.status, await again.json()]).toEqual([first.status, await first.json()])
    expect(await subscribers()).toHaveLength(1)
  })

  it('an expired token adds nobody', async () => {
    const { signConfirmationToken } = await import('../../../src/lib/mailingList/confirmationToken')
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60_000
    const token = signConfirmationToken(
      { email: 'late@example.org', source: 'mailing list' },
      { secret: process.env.PAYLOAD_SECRET!, now: eightDaysAgo },
    )
    const response = await postConfirm({ token })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/expired/)
    expect(await subscribers()).toHaveLength(0)
  })

  it('a tampered token adds nobody: another address in it, or another signature', async () => {
    const { signConfirmationToken } = await import('../../../src/lib/mailingList/confirmationToken')
    const token = await signUpAndReadToken('ann@example.org')
    const [body, signature] = token.split('.')
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    const otherAddress = Buffer.from(JSON.stringify({ ...claim, email: 'victim@example.org' })).toString('base64url')
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const forged = signConfirmationToken(
      { email: 'ann@example.org', source: 'mailing list' },
      { secret: 'guessed', now: Date.now() },
    )
    for (const bad of [`${otherAddress}.${signature}`, `${body}.${flipped}`, forged, body, '', 'nope']) {
      const response = await postConfirm({ token: bad })
      expect(response.status, bad).toBe(400)
    }
    expect(await postConfirm({})).toHaveProperty('status', 400)
    expect(await subscribers()).toHaveLength(0)
  })

  it('confirms only by POST: a link scanner’s GET of the API subscribes nobody', async () => {
    expect(Object.keys(await confirmRoute())).not.toContain('GET')
  })
})
