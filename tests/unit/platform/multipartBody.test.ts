import { describe, expect, it } from 'vitest'

import { isReadableMultipartType, multipartProblem } from '@/lib/platform/multipartBody'

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
