/**
 * A document id that cannot be a row id (found by the fuzz suite, tests/e2e/fuzz.spec.ts): Payload's REST
 * answered 500 (the id reached SQLite as NaN). Now 404 with Payload's error body, for read, update and delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let t: TestPayload
let rest: Record<'GET' | 'PATCH' | 'DELETE', Handler>

beforeAll(async () => {
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = {
    GET: routes.REST_GET(config) as Handler,
    PATCH: routes.REST_PATCH(config) as Handler,
    DELETE: routes.REST_DELETE(config) as Handler,
  }
})
afterAll(async () => {
  await t?.cleanup()
})

async function call(method: 'GET' | 'PATCH' | 'DELETE', path: string) {
  const request = new Request(`http://127.0.0.1/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'PATCH' ? '{}' : undefined,
  })
  const response = await rest[method](request, { params: Promise.resolve({ slug: path.split('/') }) })
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } }
}

describe('REST with an id that is not a row id', () => {
  it.each([
    ['GET', 'countries/abc'],
    ['GET', 'books/1.5'],
    ['GET', 'news/-1'],
    ['PATCH', 'participating-libraries/_UFcbOqyfI'],
    ['DELETE', 'tags/0x10'],
  ] as const)('%s /api/%s answers 404 saying so', async (method, path) => {
    const { status, body } = await call(method, path)
    expect(status).toBe(404)
    expect(body.errors?.[0]?.message).toMatch(/not found/i)
  })

  it('still finds a document by its id', async () => {
    const country = await t.payload.create({ collection: 'countries', data: { name: 'Testland', iso: 'TL' } as never })
    const { status } = await call('GET', `countries/${country.id}`)
    expect(status).toBe(200)
  })
})
