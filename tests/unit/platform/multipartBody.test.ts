import { describe, expect, it } from 'vitest'

import { isReadableMultipartType, multipartProblem } from '@/lib/platform/multipartBody'
import { dataParameterProblem } from '@/lib/platform/restParams'

const request = (contentType: string, body: string, method = 'POST') =>
  new Request('http://127.0.0.1/api/media', { method, headers: { 'content-type': contentType }, body })

describe('multipartProblem', () => {
  it('passes what is not multipart, and a readable multipart body', async () => {
    expect(await multipartProblem(request('application/json', '{}'))).toBeUndefined()
    const form = new FormData()
    form.append('_payload', '{"alt":"x"}')
    expect(await multipartProblem(new Request('http://127.0.0.1/api/media', { method: 'POST', body: form }))).toBeUndefined()
  })

  it('answers 400 saying why for multipart without a boundary or with a body that is not multipart', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=fuzz', '{"a":1}'],
    ]) {
      const response = await multipartProblem(request(type, body))
      expect(response?.status, type).toBe(400)
      expect(await response?.json()).toEqual({ errors: [{ message: expect.stringMatching(/multipart/) }] })
    }
  })

  it('reads the content type as Payload does', () => {
    expect(isReadableMultipartType('multipart/form-data; boundary=abc')).toBe(true)
    expect(isReadableMultipartType('multipart/form-data')).toBe(false)
  })
})

describe('dataParameterProblem', () => {
  it("answers 400 when Payload's `data` or `where` parameter is not JSON, and passes JSON or its absence", async () => {
    const refused = dataParameterProblem('http://127.0.0.1/api/tax-rates/1?data=%3Cscript%3E')
    expect(refused?.status).toBe(400)
    expect(await refused?.json()).toEqual({ errors: [{ message: expect.stringMatching(/must be a JSON object/) }] })
    expect(dataParameterProblem('http://127.0.0.1/api/tax-rates/1?data=%7B%7D')).toBeUndefined()
    expect(dataParameterProblem('http://127.0.0.1/api/tax-rates/1')).toBeUndefined()
    expect(dataParameterProblem('http://127.0.0.1/api/testimonials?where=abc')?.status).toBe(400)
    // JSON but not an object: Payload set fields on it and answered 500 (found by the fuzz suite, FUZZ_SEED=209348803).
    for (const value of ['-1', '[1]', 'null', '%22text%22']) {
      const refused = dataParameterProblem(`http://127.0.0.1/api/testimonials/2?data=${value}`)
      expect(refused?.status, value).toBe(400)
      expect(await refused?.json()).toEqual({ errors: [{ message: "The 'data' parameter must be a JSON object." }] })
    }
    expect(dataParameterProblem('http://127.0.0.1/api/testimonials?where=5')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/testimonials?page=1e308')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/testimonials?limit=-1')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/testimonials?where%5Bid%5D%5Bin%5D=abc')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/testimonials?where%5Bor%5D%5B0%5D%5Bid%5D%5Bequals%5D=x')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/books?where%5Bid%5D%5Bin%5D=1,2&limit=24&page=2&depth=0')).toBeUndefined()
    // A one-value comparison given twice or with an index reached Payload's SQL as a list (500).
    const twice = 'where%5Bor%5D%5B0%5D%5Bid%5D%5Blike%5D=1124655455&where%5Bor%5D%5B0%5D%5Bid%5D%5Blike%5D=0.5'
    expect(dataParameterProblem(`http://127.0.0.1/api/featured-collections?${twice}`)?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/books?where%5Btitle%5D%5Bequals%5D=a&where%5Btitle%5D%5Bequals%5D=b')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/books?where%5Btitle%5D%5Bcontains%5D%5B0%5D=a')?.status).toBe(400)
    expect(dataParameterProblem('http://127.0.0.1/api/books?where%5Btitle%5D%5Blike%5D=a&where%5Bslug%5D%5Blike%5D=b')).toBeUndefined()
    expect(dataParameterProblem('http://127.0.0.1/api/books?where%5Bid%5D%5Bin%5D=1&where%5Bid%5D%5Bin%5D=2')).toBeUndefined()
    // Bracketed where clauses are Payload's query syntax, not JSON.
    expect(dataParameterProblem('http://127.0.0.1/api/books?where%5Btitle%5D%5Bequals%5D=x')).toBeUndefined()
  })

  it('refuses a multipart body whose _payload is not JSON', async () => {
    const form = new FormData()
    form.append('_payload', '{alt')
    const response = await multipartProblem(new Request('http://127.0.0.1/api/media', { method: 'POST', body: form }))
    expect(response?.status).toBe(400)
  })
})
