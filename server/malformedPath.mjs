// @ts-check
/**
 * Whether a request's path has percent-encoding that does not decode (`/%E0%A4%A`, `/50%`). Next 16.4 answers
 * such a path with 500 where a catch-all route exists (vercel/next.js#94278, #92527; docs/upstream.md): the
 * server answers 400 before Next sees it.
 * @param {string | undefined} url the request line's target (path and query)
 */
export function hasMalformedPath(url) {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}
