/** The encodings the response layer compresses a kept page body into (src/lib/http/pageBody.ts). */
export type PageEncoding = 'br' | 'gzip'

/**
 * The encoding to send a page in, from the request's Accept-Encoding (RFC 9110 §12.5.3): Brotli when it is
 * accepted at least as much as gzip (it is smaller), else gzip, else none. `*` accepts what is not named;
 * q=0 refuses.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((p) => p.trim().match(/^q=([01](?:\.\d{0,3})?)$/)?.[1]).find(Boolean)
    weights.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: PageEncoding) => weights.get(name) ?? weights.get('*') ?? 0
  const [br, gzip] = [weight('br'), weight('gzip')]
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : null
}
