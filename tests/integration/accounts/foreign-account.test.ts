/**
 * One library account can never read or change another, whichever door it knocks on: Payload's REST
 * and GraphQL handlers with its own token, and the site's account endpoints with its own cookie and
 * the other account's id or email in the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, TEST_PASSWORD, type AccountActor } from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Route = { POST: (request: Request) => Promise<Response> }

const BASE = 'http://127.0.0.1:3101'
let t: TestPayload
let rest: Record<'GET' | 'PATCH' | 'DELETE', Handler>
let graphql: Handler
let profileRoute: Route
let passwordRoute: Route
let me: AccountActor
let other: AccountActor
let token: string

beforeAll(async () => {
  process.env.SERVER_URL = BASE
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const next = await import('@payloadcms/next/routes')
  rest = {
    GET: next.REST_GET(config) as Handler,
    PATCH: next.REST_PATCH(config) as Handler,
    DELETE: next.REST_DELETE(config) as Handler,
  }
  graphql = next.GRAPHQL_POST(config) as unknown as Handler
  profileRoute = (await import('../../../src/app/(site)/api/account/profile/route')) as Route
  passwordRoute = (await import('../../../src/app/(site)/api/account/password/route')) as Route
  me = await createLibraryAccount(t.payload)
  other = await createLibraryAccount(t.payload, { library: 'Hillside Library' })
  token = (await t.payload.login({ collection: 'accounts', data: { email: me.email, password: TEST_PASSWORD } })).token!
}, 120_000)
afterAll(async () => {
  await t?.cleanup()
})

const auth = () => ({ Authorization: `JWT ${token}` })

async function restCall(method: keyof typeof rest, slug: string[], body?: unknown) {
  const response = await rest[method](
    new Request(`${BASE}/api/${slug.join('/')}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...auth() },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, text: await response.text() }
}

async function gql(query: string) {
  const response = await graphql(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth() },
      body: JSON.stringify({ query }),
    }),
    { params: Promise.resolve({ slug: ['graphql'] }) },
  )
  return JSON.stringify(await response.json())
}

const otherAsStored = () => t.payload.findByID({ collection: 'accounts', id: other.id, depth: 0 })

describe("another library account's record", () => {
  it('is not readable over REST, alone or in the list', async () => {
    const one = await restCall('GET', ['accounts', String(other.id)])
    expect(one.status).toBeGreaterThanOrEqual(403)
    expect(one.text).not.toContain(other.email)
    const list = await restCall('GET', ['accounts'])
    expect(list.status).toBe(200)
    expect(list.text).toContain(me.email)
    expect(list.text).not.toContain(other.email)
  })

  it('cannot be changed or deleted over REST', async () => {
    expect(
      (await restCall('PATCH', ['accounts', String(other.id)], { library: 'Taken Over' })).status,
    ).toBeGreaterThanOrEqual(403)
    expect((await restCall('DELETE', ['accounts', String(other.id)])).status).toBeGreaterThanOrEqual(403)
    expect(await otherAsStored()).toMatchObject({ library: 'Hillside Library', email: other.email })
  })

  it('is not readable or changeable over GraphQL', async () => {
    expect(await gql(`{ Account(id: ${other.id}) { email library } }`)).not.toContain(other.email)
    const list = await gql('{ Accounts { docs { email } } }')
    expect(list).toContain(me.email)
    expect(list).not.toContain(other.email)
    const update = await gql(`mutation { updateAccount(id: ${other.id}, data: { library: "Taken Over" }) { id } }`)
    expect(update).toContain('errors')
    expect(await gql(`mutation { deleteAccount(id: ${other.id}) { id } }`)).toContain('errors')
    expect(await otherAsStored()).toMatchObject({ library: 'Hillside Library' })
  })

  it("is out of reach of the site's profile and password endpoints, whatever id or email the body names", async () => {
    const post = (route: Route, name: string, body: unknown) =>
      route.POST(
        new Request(`${BASE}/api/account/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: BASE, Host: '127.0.0.1:3101', Cookie: `jwt=${token}` },
          body: JSON.stringify(body),
        }),
      )
    const profile = {
      id: other.id,
      email: other.email,
      firstName: 'Mallory',
      lastName: 'Reader',
      library: 'Taken Over',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phoneNumber: '217-555-0100',
      population: '10',
      numberServes: '10',
      numberBenefit: '10',
      libraryType: String(me.libraryType),
      libraryCommunity: [],
      poulinProject: false,
    }
    const saved = await post(profileRoute, 'profile', profile)
    const savedText = await saved.text()
    expect(saved.status, savedText).toBe(200)
    expect(savedText).not.toContain(other.email)
    expect(await t.payload.findByID({ collection: 'accounts', id: me.id, depth: 0 })).toMatchObject({
      library: 'Taken Over',
      email: me.email,
    })
    expect(await otherAsStored()).toMatchObject({ library: 'Hillside Library', email: other.email })

    const changed = await post(passwordRoute, 'password', {
      id: other.id,
      currentPassword: TEST_PASSWORD,
      newPassword: 'violet-harbour-lamp',
      confirmPassword: 'violet-harbour-lamp',
    })
    expect(changed.status).toBe(200)
    await expect(
      t.payload.login({ collection: 'accounts', data: { email: other.email, password: TEST_PASSWORD } }),
    ).resolves.toMatchObject({ user: { id: other.id } })
  })
})

describe("the account's own record", () => {
  it('carries no orders join: that list is for staff (a library sees its orders through the orders collection)', async () => {
    await t.payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        number: `JOIN-${me.id}`,
        type: 'library',
        email: me.email,
        account: me.id,
        status: 'processing',
        paymentStatus: 'free',
        dateOrdered: new Date().toISOString(),
        totalQty: 0,
        shippingAddress: {
          fullName: 'Join Check',
          addressLine1: '1 Main St',
          city: 'Hudson',
          state: 'NY',
          zipCode: '12534',
        },
        lineItems: [],
      } as never,
    })
    const own = await restCall('GET', ['accounts', String(me.id)])
    expect(own.status).toBe(200)
    expect(JSON.parse(own.text)).not.toHaveProperty('orders')
    const asStaff = await t.payload.findByID({ collection: 'accounts', id: me.id, depth: 0 })
    expect(asStaff.orders?.docs).toHaveLength(1)
  })
})
