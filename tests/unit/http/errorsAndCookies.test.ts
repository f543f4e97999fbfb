import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { readCookie, secureCookies, setCookieHeader } from '@/lib/http/cookies'
import { describeZodError, errorBody } from '@/lib/http/errors'

describe('describeZodError', () => {
  const schema = z.object({ email: z.string().email('Enter a valid email.'), lines: z.record(z.string(), z.object({ qty: z.number() })) })

  it('names each field by its path, first message only, and says every problem in one sentence', () => {
    const result = schema.safeParse({ email: 'x', lines: { abc: { qty: 'two' } } })
    expect(result.success).toBe(false)
    const body = describeZodError(result.error!)
    expect(body.fields).toEqual({ email: 'Enter a valid email.', 'lines.abc.qty': expect.any(String) })
    expect(body.error).toMatch(/^email: Enter a valid email\.; lines\.abc\.qty: /)
  })

  it('puts a problem of the whole input under "form"', () => {
    const result = z.object({}).strict().safeParse({ extra: 1 })
    expect(Object.keys(describeZodError(result.error!).fields)).toEqual(['form'])
  })
})

describe('errorBody', () => {
  it('gives a 400 its fields, empty when none; other statuses only the error', () => {
    expect(errorBody(400, 'Bad')).toEqual({ error: 'Bad', fields: {} })
    expect(errorBody(404, 'Gone')).toEqual({ error: 'Gone' })
  })
})

describe('cookies', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reads a cookie by its exact name, decoded, and null when absent, empty or malformed', () => {
    const header = 'art_cart_id=ABC; jwt=a.b.c; other_jwt=x; empty=; bad=%E0%A4%A'
    expect(readCookie(header, 'jwt')).toBe('a.b.c')
    expect(readCookie(header, 'art_cart_id')).toBe('ABC')
    expect(readCookie(header, 'missing')).toBeNull()
    expect(readCookie(header, 'empty')).toBeNull()
    expect(readCookie(header, 'bad')).toBeNull()
    expect(readCookie(null, 'jwt')).toBeNull()
  })

  it('writes HttpOnly, SameSite=Lax cookies, Secure in production unless the site is served over http', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SERVER_URL', 'https://www.art.example.org')
    expect(setCookieHeader('jwt', 'tok', 60)).toBe('jwt=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure')
    vi.stubEnv('SERVER_URL', 'http://localhost:3000')
    expect(secureCookies()).toBe(false)
    expect(setCookieHeader('jwt', '', 0)).toBe('jwt=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
  })
})
