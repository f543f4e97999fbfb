import { describe, expect, it } from 'vitest'

import { exitPreviewQuery, previewQuery } from '@/lib/content/previewQuery'

describe('previewQuery', () => {
  it('accepts a site path and a secret', () => {
    expect(previewQuery.parse({ path: '/news/a?x=1', secret: 'abc' })).toEqual({ path: '/news/a?x=1', secret: 'abc' })
  })

  it('refuses anything that could redirect off the site', () => {
    for (const path of ['https://evil.example', '//evil.example', '/\\evil.example', 'news', '']) {
      expect(previewQuery.safeParse({ path, secret: 'abc' }).success).toBe(false)
    }
  })

  it('requires the secret', () => {
    expect(previewQuery.safeParse({ path: '/' }).success).toBe(false)
    expect(previewQuery.safeParse({ path: '/', secret: '' }).success).toBe(false)
  })
})

describe('exitPreviewQuery', () => {
  it('defaults to the home page', () => {
    expect(exitPreviewQuery.parse({})).toEqual({ path: '/' })
  })
})
