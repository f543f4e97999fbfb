import { createHash } from 'node:crypto'

/**
 * Entity tags for the pages the response layer holds whole (src/lib/security/responseHeaders.ts). Next's own
 * ETag is turned off (next.config.mjs): it hashed every cached page again, character by character in
 * JavaScript, on every request (a fifth of the server's time on a cached page). A SHA-1 over the bytes runs
 * natively and its digest also keys the page's cached Content-Security-Policy.
 */
export const bodyDigest = (body: Buffer): string => createHash('sha1').update(body).digest('base64url')

/** Weak: the same page is sent gzip-compressed or not, with the same tag (as Next's own tag was). */
export const entityTag = (digest: string): string => `W/"${digest}"`

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (value: string) => value.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag))
}
