/**
 * Library accounts end to end through the site's account endpoints and Payload's REST and GraphQL
 * handlers, called with plain Requests: register → verify from the outbox → login → me; the refusals
 * (unverified, duplicate, wrong password, per-address guessing limit, foreign Origin) and session revocation on logout,
 * password change and reset.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settlePayloadEmails } from '../../../src/lib/email/payloadAdapter'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, ensureLibraryType } from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Route = { POST: (request: Request) => Promise<Response> }

/** What the account endpoints answer (an Auth result, a message or an error with per-field messages). */
type AccountJson = {
  ok?: boolean
  error?: string
  message?: string
  jwt?: string
  jwtExpiresAt?: number
  user?: { id: number; email: string }
  fields?: Record<string, string>
  expired?: boolean
  unverified?: boolean
}

const BASE = 'http://127.0.0.1:3101'
const PASSWORD = 'amber-lantern-orchard'
let t: TestPayload
let libraryType: number
let rest: { GET: Handler; POST: Handler }
let graphql: Handler
const routes: Record<string, Route> = {}

beforeAll(async () => {
  process.env.SERVER_URL = BASE
  t = await createTestPayload()
  libraryType = (await ensureLibraryType(t.payload)).id
  const { default: config } = await import('../../../src/payload.config')
  const next = await import('@payloadcms/next/routes')
  rest = { GET: next.REST_GET(config) as Handler, POST: next.REST_POST(config) as Handler }
  graphql = next.GRAPHQL_POST(config) as unknown as Handler
  for (const name of [
    'register',
    'login',
    'logout',
    'verify-email',
    'resend-verification',
    'forgot-password',
    'set-password',
    'profile',
    'password',
  ]) {
    routes[name] = (await import(`../../../src/app/(site)/api/account/${name}/route`)) as Route
  }
}, 120_000)
afterAll(async () => {
  await t?.cleanup()
})

let ip = 0
/** Each call from its own address, so the per-IP limits of one test do not spill into the next. */
async function post(name: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await routes[name].POST(
    new Request(`${BASE}/api/account/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: BASE,
        Host: '127.0.0.1:3101',
        'X-Forwarded-For': `10.0.0.${++ip % 250}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return {
    status: response.status,
    body: (await response.json()) as AccountJson,
    cookie: response.headers.get('set-cookie'),
  }
}

const cookieHeader = (token: string) => ({ Cookie: `jwt=${token}` })

async function me(headers: Record<string, string>) {
  const response = await rest.GET(new Request(`${BASE}/api/accounts/me`, { headers }), {
    params: Promise.resolve({ slug: ['accounts', 'me'] }),
  })
  return ((await response.json()) as { user: { id: number; email: string } | null }).user
}

async function graphqlViewer(token: string) {
  const response = await graphql(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ query: '{ meAccount { user { email } } }' }),
    }),
    { params: Promise.resolve({ slug: ['graphql'] }) },
  )
  const body = (await response.json()) as { data?: { meAccount?: { user: { email: string } | null } } }
  return body.data?.meAccount?.user ?? null
}

/** The newest outbox email to `to`, with its first site link. */
function lastEmailTo(to: string) {
  const dir = path.join(process.env.DATA_DIR!, 'outbox')
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : []
  for (const file of files.reverse()) {
    const message = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      to: string[]
      subject: string
      html: string
    }
    if (message.to.includes(to)) {
      const link = message.html.match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&')
      return { ...message, link: link ? new URL(link) : undefined }
    }
  }
  return undefined
}

let counter = 0
const registration = (email = `librarian-${Date.now()}-${++counter}@example.test`) => ({
  firstName: 'Ada',
  lastName: 'Byron',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  library: 'Byron Free Library',
  address: '12 Main Street',
  city: 'Hudson',
  state: 'NY',
  zipCode: '12534',
  phoneNumber: '518-555-0100',
  population: '1200',
  numberServes: '900',
  numberBenefit: '300',
  libraryType: String(libraryType),
  libraryCommunity: [],
  poulinProject: true,
})

/** Registers, verifies through the emailed link and logs in; returns the email and the token. */
async function verifiedAccount() {
  const data = registration()
  expect((await post('register', data)).status).toBe(200)
  const token = lastEmailTo(data.email)!.link!.searchParams.get('token')!
  expect((await post('verify-email', { token })).status).toBe(200)
  const login = await post('login', { email: data.email, password: PASSWORD })
  expect(login.status).toBe(200)
  return { email: data.email, token: login.body.jwt as string, id: login.body.user!.id }
}

describe('register → verify → login → me', () => {
  it('creates an unverified account that cannot log in until the emailed link is followed', async () => {
    const data = registration()
    const registered = await post('register', data)
    expect(registered).toMatchObject({ status: 200, body: { ok: true, user: { email: data.email } } })

    const refused = await post('login', { email: data.email, password: PASSWORD })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ unverified: true })
    expect(refused.body.error).toMatch(/confirm your email/)

    const email = lastEmailTo(data.email)!
    expect(email.link!.pathname).toBe('/login/email-verification')
    expect((await post('verify-email', { token: email.link!.searchParams.get('token') })).status).toBe(200)
    expect((await post('verify-email', { token: email.link!.searchParams.get('token') })).body).toMatchObject({
      expired: true,
    })

    const login = await post('login', { email: data.email.toUpperCase(), password: PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ user: { email: data.email } })
    expect(login.body.jwtExpiresAt).toBeGreaterThan(Date.now())
    expect(login.cookie).toMatch(/^jwt=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/)

    expect((await me(cookieHeader(login.body.jwt!)))?.email).toBe(data.email)
    expect((await me({ Authorization: `JWT ${login.body.jwt!}` }))?.email).toBe(data.email)
    const [account] = (
      await t.payload.find({ collection: 'accounts', where: { email: { equals: data.email } }, overrideAccess: true })
    ).docs
    expect(account).toMatchObject({
      _verified: true,
      poulinProject: true,
      fullName: 'Ada Byron',
      phoneNumber: '(518) 555-0100',
    })
    expect(account.lastLogin).toBeTruthy()
  })

  it('answers a duplicate registration like a new one and tells the owner by email', async () => {
    const { email } = await verifiedAccount()
    const again = await post('register', { ...registration(email), firstName: 'Mallory' })
    const fresh = await post('register', registration())
    expect(again.status).toBe(fresh.status)
    expect({ ...again.body, user: undefined }).toEqual({ ...fresh.body, user: undefined })
    expect(lastEmailTo(email)!.subject).toMatch(/already have an/)
    const [account] = (
      await t.payload.find({ collection: 'accounts', where: { email: { equals: email } }, overrideAccess: true })
    ).docs
    expect(account.firstName).toBe('Ada')
  })

  it('gives one message for a wrong password and an unknown email, and resends nothing for unknown ones', async () => {
    const { email } = await verifiedAccount()
    const wrong = await post('login', { email, password: 'not-the-password' })
    const unknown = await post('login', { email: `nobody-${Date.now()}@example.test`, password: 'not-the-password' })
    expect(wrong).toMatchObject({ status: 401 })
    expect(unknown).toMatchObject({ status: 401, body: wrong.body })
    const resend = await post('resend-verification', { email: `nobody-${Date.now()}@example.test` })
    expect(resend.status).toBe(200)
  })
})

describe('refusals', () => {
  it('answers malformed input with 400 and a message, never a 5xx', async () => {
    for (const name of Object.keys(routes).filter((n) => n !== 'logout')) {
      for (const body of ['{not json', '[]', '{"email": 5}', 'null']) {
        const response = await post(name, body)
        expect(response.status, `${name} ${body}`).toBe(400)
        expect(typeof response.body.error).toBe('string')
      }
    }
  })

  it('stops one address guessing at one account without locking its owner out (issue 28 item 7)', async () => {
    const { email } = await verifiedAccount()
    const attacker = { 'X-Forwarded-For': '198.51.100.7' }
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1)
      statuses.push((await post('login', { email, password: `wrong-${attempt}` }, attacker)).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses[5]).toBe(429)
    // Even the right password from that address waits…
    expect((await post('login', { email, password: PASSWORD }, attacker)).status).toBe(429)
    // …but the owner, from their own address, logs in: no lock, no 423.
    expect((await post('login', { email, password: PASSWORD }, { 'X-Forwarded-For': '203.0.113.50' })).status).toBe(200)
  })

  it('rate-limits one email across addresses with 429 and Retry-After', async () => {
    const email = `flood-${Date.now()}@example.test`
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 4; i += 1) {
      const response = await routes['forgot-password'].POST(
        new Request(`${BASE}/api/account/forgot-password`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: BASE,
            Host: '127.0.0.1:3101',
            'X-Forwarded-For': `10.1.0.${i}`,
          },
          body: JSON.stringify({ email }),
        }),
      )
      statuses.push(response.status)
      retryAfter ??= response.headers.get('retry-after')
    }
    expect(statuses).toContain(429)
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })
})

describe('sessions end', () => {
  it('on logout: a token copied before no longer works over REST or GraphQL', async () => {
    const { token, email } = await verifiedAccount()
    expect((await graphqlViewer(token))?.email).toBe(email)
    const logout = await post('logout', '', cookieHeader(token))
    expect(logout.status).toBe(200)
    expect(logout.cookie).toMatch(/^jwt=; .*Max-Age=0/)
    expect(await me(cookieHeader(token))).toBeNull()
    expect(await me({ Authorization: `JWT ${token}` })).toBeNull()
    expect(await graphqlViewer(token)).toBeNull()

    // SPEC §6 "Logout needs the JWT cookie": once the session is gone, a logout is refused (the site only
    // logs it, SPEC §8) and says nothing of deleteRefreshTokens, so no client takes it for a logout.
    for (const headers of [{}, cookieHeader(token)]) {
      const again = await post('logout', '', headers)
      expect(again.status).toBe(401)
      expect(again.body).toEqual({ error: 'You are not logged in.' })
      expect(again.cookie).toMatch(/^jwt=; .*Max-Age=0/)
    }
  })

  it('on a password change: other sessions end, the changing one stays, a wrong current password is refused', async () => {
    const { token: other, email } = await verifiedAccount()
    const login = await post('login', { email, password: PASSWORD })
    const current = login.body.jwt as string
    const wrong = await post(
      'password',
      { currentPassword: 'nope-nope', newPassword: 'violet-harbour-lamp', confirmPassword: 'violet-harbour-lamp' },
      cookieHeader(current),
    )
    expect(wrong).toMatchObject({ status: 400, body: { fields: { currentPassword: expect.any(String) } } })
    const changed = await post(
      'password',
      { currentPassword: PASSWORD, newPassword: 'violet-harbour-lamp', confirmPassword: 'violet-harbour-lamp' },
      cookieHeader(current),
    )
    expect(changed.status).toBe(200)
    expect(await me(cookieHeader(other))).toBeNull()
    expect(await graphqlViewer(other)).toBeNull()
    expect((await me(cookieHeader(current)))?.email).toBe(email)
    expect((await post('login', { email, password: 'violet-harbour-lamp' })).status).toBe(200)
  })

  it('on a reset: the emailed code works once, for its own account only, and ends every session', async () => {
    const { token, email, id } = await verifiedAccount()
    const unknown = await post('forgot-password', { email: `nobody-${Date.now()}@example.test` })
    const known = await post('forgot-password', { email })
    expect(known).toMatchObject({ status: 200, body: unknown.body })
    const link = lastEmailTo(email)!.link!
    expect(link.pathname).toBe('/login/submit-password')
    const code = link.searchParams.get('code')!
    expect(link.searchParams.get('id')).toBe(String(id))

    const body = { code, password: 'quiet-meadow-river', confirmPassword: 'quiet-meadow-river' }
    expect((await post('set-password', { ...body, id: id + 1000 })).status).toBe(400)
    expect((await post('set-password', { ...body, id })).status).toBe(200)
    expect((await post('set-password', { ...body, id })).body).toMatchObject({ expired: true })
    expect(await me(cookieHeader(token))).toBeNull()
    expect((await post('login', { email, password: 'quiet-meadow-river' })).status).toBe(200)
  })

  it('refuses an expired reset code', async () => {
    const { email, id } = await verifiedAccount()
    await post('forgot-password', { email })
    const code = lastEmailTo(email)!.link!.searchParams.get('code')!
    await t.payload.db.updateOne({
      collection: 'accounts',
      id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const response = await post('set-password', {
      code,
      id,
      password: 'quiet-meadow-river',
      confirmPassword: 'quiet-meadow-river',
    })
    expect(response).toMatchObject({ status: 400, body: { expired: true } })
  })
})

describe('my account', () => {
  it('saves the profile but never the staff-only fields', async () => {
    const { token, id } = await verifiedAccount()
    const saved = await post(
      'profile',
      { ...registration(), library: 'Renamed Library', libraryType: 999, poulinProject: false, _verified: false },
      cookieHeader(token),
    )
    expect(saved.status).toBe(200)
    const account = await t.payload.findByID({ collection: 'accounts', id, overrideAccess: true, depth: 0 })
    expect(account).toMatchObject({ library: 'Renamed Library', libraryType, poulinProject: true, _verified: true })
    expect((await post('profile', registration())).status).toBe(401)
  })
})

describe("Payload's own emails, sent from inside its transaction", () => {
  const outboxSubjects = async (to: string) =>
    (
      await t.payload.find({
        collection: 'email-outbox',
        where: { to: { equals: to } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs.map((doc) => doc.subject)

  it('answers REST forgot-password at once and records the reset email after the commit', async () => {
    const { email } = await verifiedAccount()
    const started = Date.now()
    const response = await rest.POST(
      new Request(`${BASE}/api/accounts/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      }),
      { params: Promise.resolve({ slug: ['accounts', 'forgot-password'] }) },
    )
    expect(response.status).toBe(200)
    // The outbox write used to wait for the open transaction's lock until its 30 s limit.
    expect(Date.now() - started).toBeLessThan(5_000)
    await settlePayloadEmails()
    expect(lastEmailTo(email)!.link!.pathname).toBe('/login/submit-password')
    expect(await outboxSubjects(email)).toContain(lastEmailTo(email)!.subject)
  })

  it('creates an account in the admin and records its verification email', async () => {
    const email = `admin-made-${Date.now()}@example.test`
    const started = Date.now()
    await createLibraryAccount(t.payload, { email, _verified: false }, { verificationEmail: true })
    expect(Date.now() - started).toBeLessThan(5_000)
    await settlePayloadEmails()
    expect(lastEmailTo(email)!.link!.pathname).toBe('/login/email-verification')
    expect(await outboxSubjects(email)).toEqual([lastEmailTo(email)!.subject])
  })
})
