/**
 * Drafts and version history are for staff (issue 28 item 5): no versioned collection set
 * `access.readVersions`, and Payload's default lets any logged-in user read versions, so a library account
 * (registration is open) read unpublished drafts through /api/<collection>/versions and GraphQL.
 * A published book with a newer draft, and a global with a newer draft, are asked for by every kind of
 * caller through Payload's REST and GraphQL handlers.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, createStaffUser, TEST_PASSWORD } from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Body = { errors?: { message: string }[]; data?: Record<string, unknown> | null } & Record<string, unknown>

const CALLERS = ['anonymous', 'account', 'editor', 'fulfilment'] as const
type Caller = (typeof CALLERS)[number]
const isStaff = (caller: Caller) => caller === 'editor' || caller === 'fulfilment'

let t: TestPayload
let payload: Payload
let rest: { GET: Handler; POST: Handler }
let graphqlHandler: Handler
const tokens = {} as Record<Caller, string | undefined>

const BASE = 'http://127.0.0.1'
const PUBLISHED = `Published title ${Date.now()}`
const DRAFT = `Secret draft title ${Date.now()}`
const GLOBAL_DRAFT = `Unannounced about page ${Date.now()}`
let bookId: number
let bookVersionId: string | number
let globalVersionId: string | number

const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0].split('/').filter(Boolean) }) })
const auth = (caller: Caller): Record<string, string> =>
  tokens[caller] ? { Authorization: `JWT ${tokens[caller]}` } : {}

async function restGet(path: string, caller: Caller) {
  const response = await rest.GET(new Request(`${BASE}/api/${path}`, { headers: auth(caller) }), params(path))
  return { status: response.status, body: (await response.json()) as Body }
}

async function graphql(query: string, caller: Caller) {
  const response = await graphqlHandler(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(caller) },
      body: JSON.stringify({ query }),
    }),
    params('graphql'),
  )
  return (await response.json()) as Body
}

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
  payload = t.payload
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) as Handler, POST: routes.REST_POST(config) as Handler }
  graphqlHandler = routes.GRAPHQL_POST(config) as unknown as Handler

  tokens.account = await login('accounts', (await createLibraryAccount(payload)).email)
  tokens.editor = await login('users', (await createStaffUser(payload, 'editor')).email)
  tokens.fulfilment = await login('users', (await createStaffUser(payload, 'fulfilment')).email)

  const book = await payload.create({
    collection: 'books',
    data: {
      title: PUBLISHED,
      productTypeHandle: 'libraryProgram',
      variants: [{ sku: `V-${Date.now()}`, stock: 2 }],
      _status: 'published',
    },
  })
  bookId = book.id
  await payload.update({ collection: 'books', id: bookId, data: { title: DRAFT, _status: 'draft' }, draft: true })
  const versions = await payload.findVersions({ collection: 'books', where: { parent: { equals: bookId } } })
  bookVersionId = versions.docs.find((version) => version.version.title === DRAFT)!.id

  await payload.updateGlobal({ slug: 'about-page', data: { title: 'Who we are', _status: 'published' } as never })
  await payload.updateGlobal({ slug: 'about-page', data: { title: GLOBAL_DRAFT } as never, draft: true })
  const globalVersions = await payload.findGlobalVersions({ slug: 'about-page' })
  globalVersionId = globalVersions.docs.find(
    (version) => (version.version as { title?: string }).title === GLOBAL_DRAFT,
  )!.id
})
afterAll(async () => {
  await t?.cleanup()
})

describe.each(CALLERS)('%s', (caller) => {
  const staff = isStaff(caller)

  it(`${staff ? 'reads' : 'cannot read'} a collection's versions over REST`, async () => {
    const list = await restGet(`books/versions?where[parent][equals]=${bookId}&depth=0`, caller)
    const one = await restGet(`books/versions/${bookVersionId}?depth=0`, caller)
    if (staff) {
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body)).toContain(DRAFT)
      expect(one.status).toBe(200)
    } else {
      expect([401, 403]).toContain(list.status)
      expect([401, 403]).toContain(one.status)
      expect(JSON.stringify(list.body) + JSON.stringify(one.body)).not.toContain(DRAFT)
    }
  })

  it(`${staff ? 'reads' : 'cannot read'} a global's versions over REST`, async () => {
    const list = await restGet('globals/about-page/versions?depth=0', caller)
    const one = await restGet(`globals/about-page/versions/${globalVersionId}?depth=0`, caller)
    if (staff) {
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body)).toContain(GLOBAL_DRAFT)
      expect(one.status).toBe(200)
    } else {
      expect([401, 403]).toContain(list.status)
      expect([401, 403]).toContain(one.status)
      expect(JSON.stringify(list.body) + JSON.stringify(one.body)).not.toContain(GLOBAL_DRAFT)
    }
  })

  it(`${staff ? 'reads' : 'cannot read'} versions through GraphQL`, async () => {
    const body = await graphql(
      `{ versionsBooks(where: { parent: { equals: ${bookId} } }) { docs { version { title } } }
         versionBook(id: ${bookVersionId}) { version { title } }
         versionsAboutPage { docs { version { title } } }
         versionAboutPage(id: ${globalVersionId}) { version { title } } }`,
      caller,
    )
    const text = JSON.stringify(body.data)
    if (staff) {
      expect(body.errors).toBeUndefined()
      expect(text).toContain(DRAFT)
      expect(text).toContain(GLOBAL_DRAFT)
    } else {
      expect(text).not.toContain(DRAFT)
      expect(text).not.toContain(GLOBAL_DRAFT)
      expect(body.errors?.length).toBe(4)
    }
  })

  it(`${staff ? 'reads' : 'never reads'} the draft when asking for drafts (REST and GraphQL)`, async () => {
    // A list of drafts leaves out, for the public, a document whose latest version is a draft.
    const expected = staff ? DRAFT : PUBLISHED
    const listed = staff ? [DRAFT] : []
    const one = await restGet(`books/${bookId}?draft=true&depth=0`, caller)
    expect(one.status).toBe(200)
    expect(one.body.title).toBe(expected)
    const list = await restGet(`books?draft=true&depth=0&where[id][equals]=${bookId}`, caller)
    expect((list.body.docs as { title: string }[]).map((doc) => doc.title)).toEqual(listed)
    const global = await restGet('globals/about-page?draft=true&depth=0', caller)
    expect(global.body.title).toBe(staff ? GLOBAL_DRAFT : 'Who we are')

    const body = await graphql(
      `{ Book(id: ${bookId}, draft: true) { title }
         Books(draft: true, where: { id: { equals: ${bookId} } }) { docs { title } }
         AboutPage(draft: true) { title } }`,
      caller,
    )
    expect(body.errors).toBeUndefined()
    expect(body.data).toEqual({
      Book: { title: expected },
      Books: { docs: listed.map((title) => ({ title })) },
      AboutPage: { title: staff ? GLOBAL_DRAFT : 'Who we are' },
    })
  })
})
