import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { bodyDigest } from '@/lib/http/entityTag'
import { compressedBody, pageBody } from '@/lib/http/pageBody'

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
    expect(first.kept).toBe(true)
    expect(pageBody([`${text}`]) === first).toBe(true)
    expect(pageBody([text.replace('x', 'y')]) === first).toBe(false)
  })

  it('sends and tags a page as rewritten, keeps that form, and leaves a compressed body as it is', () => {
    const upper = (html: string) => html.toUpperCase()
    const page = pageBody(['<p>rewritten once</p>'], upper)
    expect(page.bytes.toString('utf8')).toBe('<P>REWRITTEN ONCE</P>')
    expect(page.digest).toBe(bodyDigest(Buffer.from('<P>REWRITTEN ONCE</P>')))
    expect(pageBody(['<p>rewritten once</p>'], upper) === page).toBe(true)
    const gzipped = zlib.gzipSync('<p>already compressed</p>')
    expect(pageBody([gzipped], upper).bytes.equals(gzipped)).toBe(true)
  })

  it('compresses a kept page once per encoding', () => {
    const page = pageBody([`<main>${'Compressed once. '.repeat(500)}</main>`])
    const gzip = compressedBody(page, 'gzip')
    expect(zlib.gunzipSync(gzip).equals(page.bytes)).toBe(true)
    expect(compressedBody(page, 'gzip') === gzip).toBe(true)
    expect(zlib.brotliDecompressSync(compressedBody(page, 'br')).equals(page.bytes)).toBe(true)
  })

  it('keeps the last 100 pages and none over a megabyte', () => {
    const first = pageBody(['<p>page 0</p>'])
    for (let i = 1; i <= 100; i++) pageBody([`<p>page ${i}</p>`])
    const again = pageBody(['<p>page 0</p>'])
    expect(again === first).toBe(false)
    expect(again.digest).toBe(first.digest)

    const huge = pageBody(['x'.repeat(1024 * 1024 + 1)])
    expect(huge.kept).toBe(false)
    expect(huge.bytes.length).toBe(1024 * 1024 + 1)
  })
})
