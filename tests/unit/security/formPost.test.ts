import { describe, expect, it } from 'vitest'

import { formPostDecision, formPostRefusedPage, type FormPost } from '@/lib/security/formPost'
import {
  fillFormTokens,
  formTokenCookie,
  hasFormTokenSlot,
  newFormToken,
  sameFormToken,
} from '@/lib/security/formToken'

const token = newFormToken()
const post = (overrides: Partial<FormPost> = {}): FormPost => ({
  method: 'POST',
  contentType: 'application/x-www-form-urlencoded',
  nextAction: null,
  fields: new Map([
    ['email', 'someone@example.org'],
    ['csrf_token', token],
  ]),
  cookieToken: token,
  ...overrides,
})

describe('formPostDecision', () => {
  it('takes a form whose token matches the cookie, urlencoded or multipart', () => {
    expect(formPostDecision(post())).toBe('accept')
    expect(formPostDecision(post({ contentType: 'multipart/form-data; boundary=x' }))).toBe('accept')
  })

  it('refuses a form without the token, with another token, or without the cookie', () => {
    expect(formPostDecision(post({ fields: new Map([['email', 'a@b.c']]) }))).toBe('refuse')
    expect(formPostDecision(post({ fields: new Map([['csrf_token', 'wapiti']]) }))).toBe('refuse')
    expect(formPostDecision(post({ fields: new Map([['csrf_token', newFormToken()]]) }))).toBe('refuse')
    expect(formPostDecision(post({ cookieToken: null }))).toBe('refuse')
    expect(formPostDecision(post({ cookieToken: 'short', fields: new Map([['csrf_token', 'short']]) }))).toBe('refuse')
    expect(formPostDecision(post({ fields: null }))).toBe('refuse')
  })

  it('leaves to Next what is not a form post: other methods, server actions, other bodies', () => {
    expect(formPostDecision(post({ method: 'GET' }))).toBe('pass')
    expect(formPostDecision(post({ nextAction: 'abc123', cookieToken: null }))).toBe('pass')
    expect(formPostDecision(post({ contentType: 'application/json', cookieToken: null }))).toBe('pass')
    expect(formPostDecision(post({ contentType: null, cookieToken: null }))).toBe('pass')
    const actionForm = new Map([['$ACTION_ID_0123abcd', '']])
    expect(
      formPostDecision(post({ contentType: 'multipart/form-data; boundary=x', fields: actionForm, cookieToken: null })),
    ).toBe('pass')
  })

  it('names the way back on its refusal page, escaped', () => {
    const page = formPostRefusedPage('/login?next="><b>')
    expect(page).toContain('Form not accepted')
    expect(page).toContain('reload the page and send the form again')
    expect(page).not.toContain('"><b>')
  })
})

describe('form tokens', () => {
  it('are 43 unguessable characters, compared only when both are well formed', () => {
    const tokens = new Set(Array.from({ length: 100 }, newFormToken))
    expect(tokens.size).toBe(100)
    for (const each of tokens) expect(each).toMatch(/^[\w-]{43}$/)
    expect(sameFormToken(token, token)).toBe(true)
    expect(sameFormToken(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false)
    expect(sameFormToken(undefined, undefined)).toBe(false)
    expect(sameFormToken('', '')).toBe(false)
  })

  it('fill every slot of a page with the cookie’s token, or a new one with its cookie', () => {
    const page = Buffer.from('<form><input data-form-token=""/></form><form><input data-form-token=""/></form>')
    expect(hasFormTokenSlot(page)).toBe(true)
    expect(hasFormTokenSlot(Buffer.from('<form method="get"></form>'))).toBe(false)
    const kept = fillFormTokens(page, `a=1; art-form-token=${token}`)
    expect(kept.setCookie).toBeNull()
    expect(kept.html.toString()).toBe(`<form><input value="${token}"/></form><form><input value="${token}"/></form>`)
    const fresh = fillFormTokens(page, 'art-form-token=not-a-token')
    const value = /value="([\w-]{43})"/.exec(fresh.html.toString())?.[1]
    expect(value).toBeDefined()
    expect(value).not.toBe(token)
    expect(fresh.setCookie).toBe(formTokenCookie(value!))
  })

  it('are Secure in production over https', () => {
    expect(
      formTokenCookie(token, { NODE_ENV: 'production', SERVER_URL: 'https://art.example' } as NodeJS.ProcessEnv),
    ).toMatch(/; Secure$/)
    expect(
      formTokenCookie(token, { NODE_ENV: 'production', SERVER_URL: 'http://localhost:3000' } as NodeJS.ProcessEnv),
    ).not.toMatch(/Secure/)
  })
})
