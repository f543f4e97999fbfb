/**
 * How much one request may read (issue 28 item 4): `{ a0: Books(limit: 1000) { docs { id } } a1: … }` passed
 * Payload's complexity limit with ~330 aliases and ran past 120 s at 4.2 GB; `?limit=0` asked REST for every
 * row. Over the caps of src/lib/platform/requestCaps.ts a request is refused with a 400 saying the maximum,
 * before it reads anything. GraphQL goes through the site's route (src/app/(payload)/api/graphql/route.ts);
 * REST through Payload's handlers, where the caps are (a collection hook).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, createStaffUser, TEST_PASSWORD } from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Body = { errors?: { message: string }[]; data?: Record<string, unknown> | null; docs?: unknown[] }

let t: TestPayload
let rest: { GET: Handler; POST: Handler }
let graphqlRoute: (request: Request) => Promise<Response>
const tokens: Record<'account' | 'editor', string> = { account: '', editor: '' }
let accountId: number

const BASE = 'http://127.0.0.1'
const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0].split('/').filter(Boolean) }) })
const auth = (who?: keyof typeof tokens): Record<string, string> => (who ? { Authorization: `JWT ${tokens[who]}` } : {})

async function restGet(path: string, who?: keyof typeof tokens) {
  const response = await rest.GET(new Request(`${BASE}/api/${path}`, { headers: auth(who) }), params(path))
  return { status: response.status, body: (await response.json()) as Body }
}

async function graphql(query: string, who?: keyof typeof tokens, variables: Record<string, unknown> = {}) {
  const started = performance.now()
  const response = await graphqlRoute(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(who) },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const body = (await response.json()) as Body
  return { status: response.status, body, ms: Math.round(performance.now() - started) }
}

const messages = (body: Body) => (body.errors ?? []).map((error) => error.message).join('\n')

async function login(collection: 'users' | 'accounts', email: string) {
  const response = await rest.POST(
    new Request(`${BASE}/api/${collection}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    }),
    params(`${collection}/login`),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

beforeAll(async () => {
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) as Handler, POST: routes.REST_POST(config) as Handler }
  graphqlRoute = (await import('../../../src/app/(payload)/api/graphql/route')).POST

  const account = await createLibraryAccount(t.payload)
  accountId = account.id
  tokens.account = await login('accounts', account.email)
  tokens.editor = await login('users', (await createStaffUser(t.payload, 'editor')).email)
  for (let i = 0; i < 3; i++) {
    await t.payload.create({
      collection: 'books',
      data: {
        title: `Capped ${i}`,
        productTypeHandle: 'libraryProgram',
        variants: [{ sku: `CAP-${i}`, stock: 1 }],
        _status: 'published',
      },
    })
  }
})
afterAll(async () => {
  await t?.cleanup()
})

describe('REST: rows and depth a request may ask for', () => {
  it.each([undefined, 'account'] as const)('refuses a list over 100 rows, or of every row (as %s)', async (who) => {
    for (const query of ['limit=101', 'limit=100000', 'limit=0', 'pagination=false', 'pagination=false&limit=0']) {
      const { status, body } = await restGet(`books?${query}`, who)
      expect(status, query).toBe(400)
      expect(messages(body), query).toMatch(/at most 100 documents per list: ask with a limit from 1 to 100/)
    }
  })

  it('answers a list of up to 100 rows, with or without pagination', async () => {
    for (const query of ['limit=100', 'limit=1', 'pagination=false&limit=50', '']) {
      const { status, body } = await restGet(`books?${query}`)
      expect(status, query).toBe(200)
      expect(body.docs?.length, query).toBeGreaterThan(0)
    }
  })

  it('refuses the POST-as-GET form of the same list', async () => {
    const response = await rest.POST(
      new Request(`${BASE}/api/books`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-HTTP-Method-Override': 'GET' },
        body: 'limit=0&depth=0',
      }),
      params('books'),
    )
    expect(response.status).toBe(400)
    expect(messages((await response.json()) as Body)).toMatch(/at most 100 documents/)
  })

  it('refuses depth over 3, for a list and for one document', async () => {
    const { docs } = await t.payload.find({ collection: 'books', limit: 1 })
    for (const path of ['books?depth=4', 'books?depth=10&limit=1', `books/${docs[0].id}?depth=50`]) {
      const { status, body } = await restGet(path)
      expect(status, path).toBe(400)
      expect(messages(body), path).toMatch(/depth may be at most 3/)
    }
    expect((await restGet(`books/${docs[0].id}?depth=3`)).status).toBe(200)
  })

  it('refuses every row of a join field', async () => {
    const joined = await restGet(`accounts/${accountId}?joins[orders][limit]=0`, 'account')
    expect(joined.status).toBe(400)
    expect(messages(joined.body)).toMatch(/at most 100 documents/)
    expect((await restGet(`accounts/${accountId}?joins[orders][limit]=5`, 'account')).status).toBe(200)
  })

  it("leaves staff uncapped on REST: Payload's admin asks for one row per chosen relationship", async () => {
    for (const query of ['limit=500', 'limit=0', 'pagination=false', 'depth=5']) {
      expect((await restGet(`books?${query}`, 'editor')).status, query).toBe(200)
    }
  })
})

describe('GraphQL: rows, aliases, root fields, depth and cost', () => {
  const aliased = (count: number, limit: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: Books(limit: ${limit}) { docs { id } }`).join(' ')} }`

  it.each([5, 50, 500])('refuses %i aliases of Books(limit: 1000) with a 400 naming the limit', async (count) => {
    const { status, body, ms } = await graphql(aliased(count, 1000))
    console.info(`${count} aliases × Books(limit: 1000): ${status} in ${ms} ms`)
    expect(status).toBe(400)
    expect(body.data).toBeUndefined()
    expect(messages(body)).toMatch(/Books asks for 1000 documents\. A request returns at most 100 documents per list/)
  })

  it('answers 5 aliases of Books(limit: 100); refuses 50 and 500 for their aliases and root fields', async () => {
    const five = await graphql(aliased(5, 100))
    console.info(`5 aliases × Books(limit: 100): ${five.status} in ${five.ms} ms`)
    expect(five.status).toBe(200)
    expect(five.body.errors).toBeUndefined()
    expect(Object.keys(five.body.data ?? {})).toHaveLength(5)
    for (const count of [50, 500]) {
      const { status, body, ms } = await graphql(aliased(count, 100))
      console.info(`${count} aliases × Books(limit: 100): ${status} in ${ms} ms`)
      expect(status).toBe(400)
      expect(messages(body)).toContain(`The query has ${count} aliases; at most 20 are allowed.`)
      expect(messages(body)).toContain(`The operation asks for ${count} fields at its root; at most 10 are allowed.`)
    }
  })

  it('refuses every row asked for as limit 0, pagination: false or a variable', async () => {
    for (const [query, variables] of [
      ['{ Books(limit: 0) { docs { id } } }', {}],
      ['{ Books(pagination: false) { docs { id } } }', {}],
      ['query ($n: Int) { Books(limit: $n) { docs { id } } }', { n: 5000 }],
      ['query ($n: Int = 5000) { Books(limit: $n) { docs { id } } }', {}],
    ] as const) {
      const { status, body } = await graphql(query, undefined, variables)
      expect(status, query).toBe(400)
      expect(messages(body), query).toMatch(/Books asks for (every document|5000 documents)/)
    }
    const fine = await graphql('query ($n: Int) { Books(limit: $n, pagination: false) { docs { id } } }', undefined, {
      n: 100,
    })
    expect(fine.status).toBe(200)
    expect(fine.body.errors).toBeUndefined()
  })

  it('caps staff too: the admin does not use GraphQL', async () => {
    const { status, body } = await graphql('{ Books(limit: 1000) { docs { id } } }', 'editor')
    expect(status).toBe(400)
    expect(messages(body)).toMatch(/at most 100 documents/)
  })

  it('counts a nested list once per row of the list around it', async () => {
    // 100 accounts × 100 orders each: 20,201 values against a cap of 10,000, though each limit is allowed.
    const { status, body } = await graphql(
      '{ Accounts(limit: 100) { docs { orders(limit: 100) { docs { id } } } } }',
      'editor',
    )
    expect(status).toBe(400)
    expect(messages(body)).toMatch(/may return 20201 values .* at most 10000/)
  })

  it('refuses fields nested more than 10 deep', async () => {
    // An account's orders, each order's account, its orders…: 11 levels, one row each.
    const deep =
      '{ Accounts(limit: 1) { docs { orders(limit: 1) { docs { account { orders(limit: 1) { docs { account { orders(limit: 1) { docs { id } } } } } } } } } } }'
    const { status, body } = await graphql(deep, 'editor')
    expect(status).toBe(400)
    expect(messages(body)).toContain('The query nests fields 11 deep; at most 10 levels are allowed.')
  })

  it("leaves introspection's nesting alone: it reads the schema, not the database", async () => {
    const { status, body } = await graphql(
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }',
    )
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
  })
})
