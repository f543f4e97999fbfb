/**
 * POST /api/mailing-list, the built-in sign-up form's endpoint (the seeded default mailing list):
 * validation, one stored subscriber per address, and the per-client rate limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { MailingListSubscriber } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let signUp: (request: Request) => Promise<Response>
let ip = 0

const post = (json: unknown, clientIp = `198.51.100.${++ip % 250}`) =>
  signUp(
    new Request('http://localhost/api/mailing-list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    }),
  )

const subscribers = async () =>
  (await t.payload.find({ collection: 'mailing-list-subscribers', pagination: false, depth: 0 })).docs as MailingListSubscriber[]

beforeAll(async () => {
  process.env.MAILING_LIST_RATE_LIMIT_PER_MINUTE = '3'
  t = await createTestPayload()
  ;({ POST: signUp } = await import('../../../src/app/(site)/api/mailing-list/route'))
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(async () => {
  await t.payload.delete({ collection: 'mailing-list-subscribers', where: { id: { exists: true } } })
})

describe('POST /api/mailing-list', () => {
  it.each([
    ['not JSON', 'nope'],
    ['no email', {}],
    ['an invalid email', { email: 'ann-at-example' }],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.org` }],
  ])('%s → 400 and nothing stored', async (_name, json) => {
    const response = await post(json)
    expect(response.status).toBe(400)
    expect(await subscribers()).toHaveLength(0)
  })

  it('stores the address once, lower-cased, with where it came from', async () => {
    expect((await post({ email: ' Ann@Example.org ' })).status).toBe(200)
    expect((await post({ email: 'ann@example.org' })).status).toBe(200)
    const stored = await subscribers()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: 'ann@example.org', source: 'mailing list' })
  })

  it('rate-limits a client per minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await post({ email: `reader${i}@example.org` }, '192.0.2.7')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})
