import { afterEach, describe, expect, it } from 'vitest'

import { bracketsToObject } from '@/lib/commerce/cart/requestSchema'
import {
  MAX_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  namesPrototype,
  parseJsonRefusingPrototypes,
  readBodyBytes,
  readBodyText,
  readJsonBody,
  refusalResponse,
  RequestRefusedError,
} from '@/lib/http/requestBody'

const HOSTILE_NAMES = [
  '__proto__',
  '__proto__[x]',
  'a[__proto__][x]',
  'constructor[prototype][x]',
  'a[constructor][prototype]',
  'a.__proto__.x',
  'prototype',
  'lineItems[__proto__][qty]',
]

afterEach(() => {
  // A failed fix would leave this set for every later test: clear it either way.
  delete (Object.prototype as Record<string, unknown>).x
})

describe('prototype names in parameters (issue 28 item 1)', () => {
  it.each(HOSTILE_NAMES)('%s names a prototype', (name) => expect(namesPrototype(name)).toBe(true))

  it.each(['qty', 'lineItems[l1][qty]', 'shippingAddress[city]', 'purchasables[0][id]', 'proto', 'constructors'])(
    '%s does not',
    (name) => expect(namesPrototype(name)).toBe(false),
  )

  it.each(HOSTILE_NAMES)('the bracket parser refuses %s and leaves Object.prototype alone', (name) => {
    expect(() => bracketsToObject([[name, '1'], ['qty', '1']])).toThrow(RequestRefusedError)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('builds objects without a prototype', () => {
    const parsed = bracketsToObject([['shippingAddress[city]', 'Troy']])
    expect(Object.getPrototypeOf(parsed)).toBeNull()
    expect(Object.getPrototypeOf(parsed.shippingAddress)).toBeNull()
    expect(parsed).toEqual({ shippingAddress: { city: 'Troy' } })
  })
})

describe('prototype keys in JSON', () => {
  it.each([
    '{"__proto__":{"x":1}}',
    '{"a":{"constructor":{"prototype":{"x":1}}}}',
    '{"list":[{"prototype":1}]}',
  ])('refuses %s', (text) => {
    expect(() => parseJsonRefusingPrototypes(text)).toThrow(RequestRefusedError)
  })

  it('reads JSON without them, and throws SyntaxError for text that is not JSON', () => {
    expect(parseJsonRefusingPrototypes('{"a":{"b":[1,"__proto__"]}}')).toEqual({ a: { b: [1, '__proto__'] } })
    expect(() => parseJsonRefusingPrototypes('{')).toThrow(SyntaxError)
  })
})

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

describe('body size (issue 28 item 8)', () => {
  it('reads a body up to the limit', async () => {
    const text = 'a'.repeat(MAX_BODY_BYTES)
    expect(await readBodyText(post(text))).toBe(text)
    // Declared at exactly the limit, too.
    expect(await readBodyText(post(text, { 'content-length': String(MAX_BODY_BYTES) }))).toBe(text)
  })

  it('reads a body that arrives in several chunks, in order', async () => {
    const parts = ['{"a":', '"bc', 'd"}']
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
        controller.close()
      },
    })
    expect(await readBodyText(post(stream))).toBe('{"a":"bcd"}')
  })

  it('reads a request without a body as empty', async () => {
    const request = new Request('http://site.test/api/x')
    expect(await readBodyText(request)).toBe('')
    expect(await readJsonBody(request)).toBeUndefined()
  })

  it('lets uploads reach 25 MB and refuses them past it', async () => {
    const upload = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251)
    const read = await readBodyBytes(post(upload), MAX_UPLOAD_BYTES)
    expect(Buffer.from(read).equals(upload)).toBe(true)
    const request = post('small', { 'content-length': String(25 * 1024 * 1024 + 1) })
    await expect(readBodyBytes(request, MAX_UPLOAD_BYTES)).rejects.toMatchObject({
      status: 413,
      message: 'The request body is larger than 25600 KB.',
    })
  })

  it('refuses a declared length over the limit with 413 before reading', async () => {
    const request = post('small', { 'content-length': String(MAX_BODY_BYTES + 1) })
    await expect(readBodyText(request)).rejects.toMatchObject({ status: 413 })
  })

  it('refuses a streamed body that passes the limit, whatever its declared length', async () => {
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024
        controller.enqueue(new Uint8Array(16 * 1024))
        if (sent > 10 * MAX_BODY_BYTES) controller.close()
      },
    })
    await expect(readBodyText(post(stream))).rejects.toMatchObject({ status: 413 })
    // It stopped reading soon after the limit instead of taking the whole body.
    expect(sent).toBeLessThan(2 * MAX_BODY_BYTES)
  })

  it('reads JSON as a value, undefined for text that is not JSON', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 })
    expect(await readJsonBody(post('not json'))).toBeUndefined()
    await expect(readJsonBody(post('{"__proto__":{"x":1}}'))).rejects.toMatchObject({ status: 400 })
  })
})

const PROTOTYPE_MESSAGE = "Parameter names may not contain '__proto__', 'constructor' or 'prototype'."

describe('refusalResponse', () => {
  it("answers { errors: [{ message }] } as Payload's API does, never cached", async () => {
    const response = refusalResponse(new RequestRefusedError(400, PROTOTYPE_MESSAGE))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ errors: [{ message: PROTOTYPE_MESSAGE }] })
  })
})
