import { describe, expect, it } from 'vitest'

import { areMailingListsVisible, containsUnderline, mailingListMode } from '@/lib/footer/mailingList'
import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/navigation/chunkReload'
import { errorHeadline, errorStatus } from '@/lib/navigation/errorPage'
import { runMiddlewareChain, UnknownMiddlewareError } from '@/lib/navigation/middlewareChain'
import { shouldPrefetch } from '@/lib/navigation/prefetch'
import { isRememberablePath } from '@/lib/navigation/previousPath'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
const doc = (...children: object[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children }] } })

describe('mailing list decision', () => {
  it('waits for a click when the call to action has underlined words', () => {
    expect(mailingListMode(doc(text('Join '), text('our list', 8)))).toBe('revealOnClick')
    expect(mailingListMode(doc({ type: 'link', children: [text('sign up', 8 | 1)] }))).toBe('revealOnClick')
  })

  it('shows the forms at once without underlined words (links alone do not count)', () => {
    expect(mailingListMode(doc(text('Join our list', 1)))).toBe('showAtOnce')
    expect(mailingListMode(doc({ type: 'link', children: [text('sign up')] }))).toBe('showAtOnce')
    expect(mailingListMode(null)).toBe('showAtOnce')
    expect(containsUnderline(undefined)).toBe(false)
  })

  it('shows the forms once revealed', () => {
    expect(areMailingListsVisible('revealOnClick', false)).toBe(false)
    expect(areMailingListsVisible('revealOnClick', true)).toBe(true)
    expect(areMailingListsVisible('showAtOnce', false)).toBe(true)
  })
})

describe('chunk-load reload guard', () => {
  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads at most once per minute', () => {
    expect(shouldReloadForChunkError(null, 1_000_000)).toBe(true)
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + 59_999)).toBe(false)
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + 60_000)).toBe(true)
  })
})

describe('prefetch on slow connections', () => {
  it('is skipped on 2g and save-data, kept otherwise', () => {
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})

describe('error page texts', () => {
  it('says page not found for 404 and an error otherwise', () => {
    expect(errorHeadline(404)).toBe('Page not found.')
    expect(errorHeadline(500)).toBe('An error occurred.')
    expect(errorHeadline(403)).toBe('An error occurred.')
  })

  it('takes the status from the error, default 500', () => {
    expect(errorStatus(new Error('x'))).toBe(500)
    expect(errorStatus(Object.assign(new Error('x'), { statusCode: 403 }))).toBe(403)
    expect(errorStatus({ status: 502 })).toBe(502)
    expect(errorStatus({ status: 200 })).toBe(500)
  })
})

describe('middleware chain', () => {
  const registry = {
    pass: () => null,
    stop: (request: string) => `stopped ${request}`,
  }

  it('runs in order and returns the first response', async () => {
    expect(await runMiddlewareChain(['pass', 'stop'], registry, 'r')).toBe('stopped r')
    expect(await runMiddlewareChain(['pass'], registry, 'r')).toBeNull()
  })

  it('fails with 500 "Unknown middleware {name}"', async () => {
    const run = runMiddlewareChain(['pass', 'missing'], registry, 'r')
    await expect(run).rejects.toBeInstanceOf(UnknownMiddlewareError)
    await expect(runMiddlewareChain(['missing'], registry, 'r')).rejects.toMatchObject({
      message: 'Unknown middleware missing',
      status: 500,
    })
    await expect(runMiddlewareChain(['toString'], registry, 'r')).rejects.toThrow('Unknown middleware toString')
  })
})

describe('previous page memory', () => {
  it('does not remember the gate or the account forms', () => {
    expect(isRememberablePath('/news')).toBe(true)
    expect(isRememberablePath('/login')).toBe(false)
    expect(isRememberablePath('/register')).toBe(false)
    expect(isRememberablePath('//evil.example')).toBe(false)
  })
})
