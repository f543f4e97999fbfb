import { describe, expect, it } from 'vitest'

import { bodyDigest } from '@/lib/http/entityTag'
import { pageBody } from '@/lib/http/pageBody'

describe('pageBody', () => {
  it('sends the text as UTF-8 and tags those bytes', () => {
    const page = pageBody(['<p>Café</p>'])
    expect(page.bytes.toString('utf8')).toBe('<p>Café</p>')
    expect(page.digest).toBe(bodyDigest(Buffer.from('<p>Café</p>', 'utf8')))
  })

  it('joins chunks of text and bytes in the order they were written', () => {
    const page = pageBody(['<p>', Buffer.from('Hello'), '</p>'])
    expect(page.bytes.toString('utf8')).toBe('<p>Hello</p>')
    expect(page.digest).toBe(bodyDigest(Buffer.from('<p>Hello</p>')))
  })

  it('encodes and hashes a page sent again as the same text once', () => {
    const text = `<html>${'x'.repeat(80_000)}</html>`
    const first = pageBody([text])
    expect(pageBody([`${text}`])).toBe(first)
    expect(pageBody([text.replace('x', 'y')])).not.toBe(first)
  })

  it('keeps the last 100 pages and none over a megabyte', () => {
    const first = pageBody(['<p>page 0</p>'])
    for (let i = 1; i <= 100; i++) pageBody([`<p>page ${i}</p>`])
    const again = pageBody(['<p>page 0</p>'])
    expect(again).not.toBe(first)
    expect(again).toEqual(first)

    const huge = 'x'.repeat(1024 * 1024 + 1)
    expect(pageBody([huge])).not.toBe(pageBody([huge]))
  })
})
