/**
 * The content system's public interfaces: a book staff create is readable through REST (/api/books)
 * and GraphQL (/api/graphql), exactly as the site's route handlers serve them; its draft is not.
 * The handlers are Payload's own Next route handlers, called with plain Requests (no server needed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, TEST_PASSWORD } from '../../helpers/users'

let t: TestPayload
let rest: { GET: Handler; POST: Handler }
let graphql: Handler

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) as Handler, POST: routes.REST_POST(config) as Handler }
  graphql = routes.GRAPHQL_POST(config) as unknown as Handler
})
afterAll(async () => {
  await t?.cleanup()
})

const BASE = 'http://127.0.0.1'
const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0].split('/').filter(Boolean) }) })

async function restGet(path: string, token?: string) {
  const headers = token ? { Authorization: `JWT ${token}` } : undefined
  const response = await rest.GET(new Request(`${BASE}/api/${path}`, { headers }), params(path))
  return { status: response.status, body: await response.json() }
}

async function graphqlQuery(query: string, variables: Record<string, unknown> = {}) {
  const response = await graphql(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
    params('graphql'),
  )
  return { status: response.status, body: await response.json() }
}

describe('a book created by staff', () => {
  const title = `Blue Rooms ${Date.now()}`
  const draftTitle = `Unfinished ${Date.now()}`
  let token: string

  beforeAll(async () => {
    const editor = await createStaffUser(t.payload, 'editor')
    const login = await rest.POST(
      new Request(`${BASE}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: editor.email, password: TEST_PASSWORD }),
      }),
      params('users/login'),
    )
    expect(login.status).toBe(200)
    token = (await login.json()).token

    const create = (body: Record<string, unknown>, query = '') =>
      rest.POST(
        new Request(`${BASE}/api/books${query}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
          body: JSON.stringify(body),
        }),
        params('books'),
      )
    const variants = [{ sku: 'BR-1', stock: 4 }]
    const published = await create({ title, productTypeHandle: 'press', variants, _status: 'published' })
    expect(published.status).toBe(201)
    const draft = await create({ title: draftTitle, variants, _status: 'draft' }, '?draft=true')
    expect(draft.status).toBe(201)
  })

  it('is listed by REST /api/books with derived availability', async () => {
    const { status, body } = await restGet('books?limit=50&where[productTypeHandle][equals]=press')
    expect(status).toBe(200)
    const book = body.docs.find((doc: { title: string }) => doc.title === title)
    expect(book).toMatchObject({ title, slug: expect.stringMatching(/^blue-rooms-/), inStock: true })
    expect(book.variants[0]).toMatchObject({ sku: 'BR-1', isAvailable: true })
  })

  it('is returned by GraphQL', async () => {
    const { status, body } = await graphqlQuery(
      'query ($title: String) { Books(where: { title: { equals: $title } }) { docs { title slug inStock } } }',
      { title },
    )
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
    expect(body.data.Books.docs).toEqual([{ title, slug: expect.any(String), inStock: true }])
  })

  it('keeps its draft sibling out of both public interfaces', async () => {
    const listed = await restGet('books?limit=100&draft=true')
    expect(listed.body.docs.map((doc: { title: string }) => doc.title)).not.toContain(draftTitle)
    const { body } = await graphqlQuery(
      'query ($title: String) { Books(draft: true, where: { title: { equals: $title } }) { docs { title } } }',
      { title: draftTitle },
    )
    expect(body.data.Books.docs).toEqual([])
  })

  it('shows the draft to staff', async () => {
    const listed = await restGet('books?limit=100&draft=true', token)
    expect(listed.body.docs.map((doc: { title: string }) => doc.title)).toContain(draftTitle)
  })
})
