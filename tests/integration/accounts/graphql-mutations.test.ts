/**
 * SPEC §7 account mutations and the viewer query over Payload's GraphQL handler, as the site's client
 * sends them (Authorization: JWT {token}): register → authenticate → viewer → updateViewer(currentCart)
 * → updatePassword → forgottenPassword → setPassword (once) → deleteRefreshTokens.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { ensureLibraryType } from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type GraphQLAnswer = {
  data?: Record<string, Record<string, unknown> | boolean | null> | null
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

const BASE = 'http://127.0.0.1:3101'
const PASSWORD = 'amber-lantern-orchard'
let t: TestPayload
let graphql: Handler
let libraryType: number

beforeAll(async () => {
  process.env.SERVER_URL = BASE
  t = await createTestPayload()
  libraryType = (await ensureLibraryType(t.payload)).id
  await t.payload.update({ collection: 'library-types', id: libraryType, data: { backgroundColor: '#f4c95d' } })
  const { default: config } = await import('../../../src/payload.config')
  const next = await import('@payloadcms/next/routes')
  graphql = next.GRAPHQL_POST(config) as unknown as Handler
}, 120_000)
afterAll(async () => {
  await t?.cleanup()
})

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await graphql(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
    { params: Promise.resolve({ slug: ['graphql'] }) },
  )
  return { body: (await response.json()) as GraphQLAnswer, cookie: response.headers.get('set-cookie') }
}

/** The first site link of the newest outbox email to `to`. */
function lastLinkTo(to: string) {
  const dir = path.join(process.env.DATA_DIR!, 'outbox')
  for (const file of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()) {
    const message = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; html: string }
    if (message.to.includes(to)) return new URL(message.html.match(/href="([^"]+)"/)![1].replace(/&amp;/g, '&'))
  }
  throw new Error(`No email to ${to}`)
}

const REGISTER = `mutation Register($email: String!, $password: String!, $confirm: String!, $type: Int!) {
  register(firstName: "Ada", lastName: "Byron", email: $email, password: $password, confirmPassword: $confirm,
    library: "Byron Free Library", address: "12 Main Street", city: "Hudson", state: "NY", zipCode: "12534",
    phoneNumber: "518-555-0100", population: 1200, numberServes: 900, numberBenefit: 300, libraryType: $type) {
    ok message email
  }
}`
const AUTHENTICATE = `mutation ($email: String!, $password: String!) {
  authenticate(email: $email, password: $password) { jwt jwtExpiresAt refreshToken refreshTokenExpiresAt user { id email } }
}`
const VIEWER = '{ viewer { id email library currentCart } }'

describe('account mutations over GraphQL', () => {
  it('registers, authenticates, reads and updates the viewer, changes and resets the password, logs out', async () => {
    const email = `graphql-${Date.now()}@example.test`
    const mismatch = await gql(REGISTER, {
      email,
      password: PASSWORD,
      confirm: 'something-else-entirely',
      type: libraryType,
    })
    expect(mismatch.body.errors?.[0]).toMatchObject({
      extensions: { statusCode: 400, data: { fields: { confirmPassword: expect.any(String) } } },
    })

    const registered = await gql(REGISTER, { email, password: PASSWORD, confirm: PASSWORD, type: libraryType })
    expect(registered.body.data?.register).toMatchObject({ ok: true, email })
    const unverified = await gql(AUTHENTICATE, { email, password: PASSWORD })
    expect(unverified.body.errors?.[0]).toMatchObject({ extensions: { statusCode: 403, data: { unverified: true } } })
    await t.payload.verifyEmail({ collection: 'accounts', token: lastLinkTo(email).searchParams.get('token')! })

    const wrong = await gql(AUTHENTICATE, { email, password: 'not-the-password' })
    expect(wrong.body.errors?.[0].message).toBe('The email or password is not correct.')
    const authenticated = await gql(AUTHENTICATE, { email, password: PASSWORD })
    const auth = authenticated.body.data?.authenticate as { jwt: string; jwtExpiresAt: number; user: { id: number } }
    expect(auth).toMatchObject({ refreshToken: auth.jwt, refreshTokenExpiresAt: auth.jwtExpiresAt, user: { email } })
    expect(auth.jwtExpiresAt).toBeGreaterThan(Date.now())
    expect(authenticated.cookie).toMatch(/^jwt=/)
    const token = auth.jwt

    expect((await gql(VIEWER)).body.data?.viewer).toBeNull()
    expect((await gql(VIEWER, {}, token)).body.data?.viewer).toMatchObject({
      id: auth.user.id,
      email,
      currentCart: null,
    })
    // SPEC §3: the viewer carries its library type with the colour and the order limit the site shows.
    const withType = await gql('{ viewer { libraryType { id title bookLimit backgroundColor } } }', {}, token)
    expect(withType.body.errors).toBeUndefined()
    expect(withType.body.data?.viewer).toEqual({
      libraryType: { id: libraryType, title: 'Public library', bookLimit: 10, backgroundColor: '#f4c95d' },
    })
    const cart = JSON.stringify([{ book: 3, quantity: 1 }])
    const updated = await gql(
      'mutation ($cart: String) { updateViewer(currentCart: $cart) { currentCart libraryType { bookLimit } } }',
      { cart },
      token,
    )
    expect(updated.body.data?.updateViewer).toEqual({ currentCart: cart, libraryType: { bookLimit: 10 } })
    expect((await gql(VIEWER, {}, token)).body.data?.viewer).toMatchObject({ currentCart: cart })

    const UPDATE_PASSWORD = `mutation ($current: String!) {
      updatePassword(currentPassword: $current, newPassword: "violet-harbour-lamp", confirmPassword: "violet-harbour-lamp") { ok message }
    }`
    expect((await gql(UPDATE_PASSWORD, { current: PASSWORD })).body.errors?.[0].extensions).toMatchObject({
      statusCode: 401,
    })
    const wrongCurrent = await gql(UPDATE_PASSWORD, { current: 'wrong-current-one' }, token)
    expect(wrongCurrent.body.errors?.[0].message).toBe('Your current password is not correct.')
    expect((await gql(UPDATE_PASSWORD, { current: PASSWORD }, token)).body.data?.updatePassword).toMatchObject({
      ok: true,
    })

    const forgotten = await gql('mutation ($email: String!) { forgottenPassword(email: $email) { ok message } }', {
      email,
    })
    expect(forgotten.body.data?.forgottenPassword).toMatchObject({ ok: true })
    const link = lastLinkTo(email)
    const SET_PASSWORD = `mutation ($code: String!, $id: Int!) { setPassword(password: "quiet-meadow-river", code: $code, id: $id) { ok } }`
    const variables = { code: link.searchParams.get('code'), id: Number(link.searchParams.get('id')) }
    expect((await gql(SET_PASSWORD, variables)).body.data?.setPassword).toEqual({ ok: true })
    expect((await gql(SET_PASSWORD, variables)).body.errors?.[0].extensions).toMatchObject({
      statusCode: 400,
      data: { expired: true },
    })

    // The reset ended every session: log in with the new password, then log that session out.
    const again = (await gql(AUTHENTICATE, { email, password: 'quiet-meadow-river' })).body.data?.authenticate as {
      jwt: string
    }
    const loggedOut = await gql('mutation { deleteRefreshTokens }', {}, again.jwt)
    expect(loggedOut.body.data?.deleteRefreshTokens).toBe(true)
    expect(loggedOut.cookie).toMatch(/^jwt=;/)
    expect((await gql(VIEWER, {}, again.jwt)).body.data?.viewer).toBeNull()
    // SPEC §6: logout needs the JWT cookie; without a session it is refused, not answered as done.
    const withoutSession = await gql('mutation { deleteRefreshTokens }', {}, again.jwt)
    expect(withoutSession.body.data?.deleteRefreshTokens ?? null).toBeNull()
    expect(withoutSession.body.errors?.[0]).toMatchObject({
      message: 'You are not logged in.',
      extensions: { statusCode: 401 },
    })
  })

  it('limits wrong passwords per address and account like the login endpoint, with a retry time', async () => {
    const email = `limited-${Date.now()}@example.test`
    const statuses: unknown[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await gql(AUTHENTICATE, { email, password: 'not-the-password' })
      statuses.push(body.errors?.[0].extensions?.statusCode)
    }
    expect(statuses).toEqual(Array(5).fill(401))
    expect((await gql(AUTHENTICATE, { email, password: 'not-the-password' })).body.errors?.[0]).toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
      extensions: { statusCode: 429, data: { retryAfter: expect.any(Number) } },
    })
  })
})
