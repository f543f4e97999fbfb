import { bodyDigest } from './entityTag'

/** A page body as the response layer sends it: its bytes and their digest (ETag, policy key). */
export type PageBody = { bytes: Buffer; digest: string }

/**
 * Next sends a cached page as one string, the same text on every request. Encoding it and hashing it again
 * each time cost about a tenth of serving it; the last pages seen keep their bytes and digest, by text.
 * Bounded by count and size: a page over the size limit is encoded every time.
 */
const PAGES_KEPT = 100
const LARGEST_KEPT = 1024 * 1024
const encodedPages = new Map<string, PageBody>()

/** The body made of what the response was written with, in order (strings as UTF-8). */
export function pageBody(chunks: readonly (string | Buffer)[]): PageBody {
  const only = chunks.length === 1 ? chunks[0] : undefined
  if (typeof only === 'string' && only.length <= LARGEST_KEPT) {
    const kept = encodedPages.get(only)
    if (kept) return kept
    const body = encode(chunks)
    if (encodedPages.size >= PAGES_KEPT) encodedPages.delete(encodedPages.keys().next().value!)
    encodedPages.set(only, body)
    return body
  }
  return encode(chunks)
}

function encode(chunks: readonly (string | Buffer)[]): PageBody {
  const bytes = Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)))
  return { bytes, digest: bodyDigest(bytes) }
}
