import zlib from 'node:zlib'

import type { PageEncoding } from './contentEncoding'
import { bodyDigest } from './entityTag'

/**
 * A page body as the response layer sends it: its bytes and their digest (ETag, policy key). `kept` bodies
 * are sent again as they are: they also keep their compressed forms.
 */
export type PageBody = { bytes: Buffer; digest: string; kept: boolean; compressed: Partial<Record<PageEncoding, Buffer>> }

/**
 * Next sends a cached page as one string, the same text on every request. Encoding it, hashing it and
 * compressing it again each time cost more than the rest of serving it (gzip alone halved the pages a second
 * a browser could get); the last pages seen keep their bytes, digest and compressed forms, by text.
 * Bounded by count and size: a page over the size limit is encoded every time.
 */
const PAGES_KEPT = 100
const LARGEST_KEPT = 1024 * 1024
const keptPages = new Map<string, PageBody>()

/**
 * The body made of what the response was written with, in order (strings as UTF-8), after `rewrite` when it is
 * given (an HTML page's text; a body that is not text, e.g. already compressed, is left as it is). A kept page
 * keeps its rewritten form: `rewrite` must give the same text for the same page every time.
 */
export function pageBody(chunks: readonly (string | Buffer)[], rewrite?: (html: string) => string): PageBody {
  const only = chunks.length === 1 ? chunks[0] : undefined
  if (typeof only === 'string' && only.length <= LARGEST_KEPT) {
    const kept = keptPages.get(only)
    if (kept) return kept
    const body = { ...encode(chunks, rewrite), kept: true }
    if (keptPages.size >= PAGES_KEPT) keptPages.delete(keptPages.keys().next().value!)
    keptPages.set(only, body)
    return body
  }
  return { ...encode(chunks, rewrite), kept: false }
}

function encode(chunks: readonly (string | Buffer)[], rewrite?: (html: string) => string) {
  let bytes = Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)))
  // Markup starts with '<' (after any whitespace); a gzip or deflate stream never does.
  if (rewrite && /^\s*</.test(bytes.subarray(0, 64).toString('latin1'))) bytes = Buffer.from(rewrite(bytes.toString('utf8')), 'utf8')
  return { bytes, digest: bodyDigest(bytes), compressed: {} }
}

/**
 * A kept body compressed, made on the first request that asks for it. Brotli at quality 5: about gzip's
 * speed, and a smaller page.
 */
export function compressedBody(body: PageBody, encoding: PageEncoding): Buffer {
  return (body.compressed[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(body.bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.bytes.length,
          },
        })
      : zlib.gzipSync(body.bytes))
}
