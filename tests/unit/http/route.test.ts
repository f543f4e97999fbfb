import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

const logger = { error: vi.fn(), warn: vi.fn() }
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => ({ logger }) }))

const { HttpError } = await import('@/lib/http/errors')
const { json, route } = await import('@/lib/http/route')
const { MAX_BODY_BYTES } = await import('@/lib/http/requestBody')

const post = (body: string, url = 'http://site.test/api/x') =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } })

const echo = route({
  schema: z.object({ email: z.string().email('Enter a valid email.'), qty: z.number().int().optional() }),
  handler: async ({ input }) => json(input),
})

beforeEach(() => vi.clearAllMocks())

describe('route: what a client gets back', () => {
  it('passes the validated input to the handler', async () => {
    const response = await echo(post('{"email":"a@b.org","qty":2}'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ email: 'a@b.org', qty: 2 })
  })

  it('answers bad input 400 { error, fields } with each field’s message', async () => {
    const response = await echo(post('{"email":"nope","qty":1.5}'))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.fields).toEqual({ email: 'Enter a valid email.', qty: expect.any(String) })
    expect(body.error).toMatch(/^email: Enter a valid email\.; qty: /)
  })

  it('answers a body that is not JSON 400 through the schema, never 500', async () => {
    const response = await echo(post('{not json'))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: expect.any(String), fields: expect.any(Object) })
  })

  it('refuses a prototype name in the query (400) and a body past the limit (413) before the handler', async () => {
    const handler = vi.fn(async () => json({}))
    const guarded = route({ handler })
    const hostile = await guarded(post('{}', 'http://site.test/api/x?__proto__[x]=1'))
    expect(hostile.status).toBe(400)
    expect(await hostile.json()).toEqual({ error: expect.stringMatching(/__proto__/), fields: {} })
    const large = await guarded(post('x'.repeat(MAX_BODY_BYTES + 10)))
    expect(large.status).toBe(413)
    expect((await large.json()).error).toMatch(/larger than 64 KB/)
    expect(handler).not.toHaveBeenCalled()
  })

  it('reads a GET’s query string as its input', async () => {
    const search = route({ schema: z.object({ q: z.string().min(1) }), handler: async ({ input }) => json(input) })
    expect(await (await search(new Request('http://site.test/api/s?q=blue'))).json()).toEqual({ q: 'blue' })
    expect((await search(new Request('http://site.test/api/s'))).status).toBe(400)
  })

  it('answers 429 with Retry-After when the limiter says so, without running the handler', async () => {
    const handler = vi.fn(async () => json({}))
    const limited = route({
      limiter: { take: async () => ({ allowed: false, retryAfterSeconds: 7 }) },
      handler,
    })
    const response = await limited(post('{}'))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers an HttpError with its status, message and headers', async () => {
    const failing = route({
      handler: async () => {
        throw new HttpError(503, 'Try later.', { headers: { 'Retry-After': '60' } })
      },
    })
    const response = await failing(post('{}'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await response.json()).toEqual({ error: 'Try later.' })
    expect(logger.warn).toHaveBeenCalled()
  })

  it('answers the database out of reach 503 with Retry-After', async () => {
    const failing = route({
      handler: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
      },
    })
    const response = await failing(post('{}'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBeTruthy()
  })

  it('answers any other fault 500 without its text, and logs it', async () => {
    const failing = route({
      handler: async () => {
        throw new Error('secret internal detail at /srv/app/x.ts:12')
      },
    })
    const response = await failing(post('{}'))
    expect(response.status).toBe(500)
    expect(JSON.stringify(await response.json())).not.toMatch(/secret|\/srv/)
    expect(logger.error).toHaveBeenCalled()
  })
})
