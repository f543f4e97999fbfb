import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy of every response, hash-based so that cached (static and ISR) pages keep
 * being served from the cache: a nonce would have to be rendered into each page, which makes every page
 * dynamic. Instead, once a page's HTML is complete, each inline script in it that Next or React wrote is
 * hashed into the page's own `script-src`, and any other inline script (one injected into the content) is
 * left out and so refused by the browser. docs/security.md explains the choice.
 */

/** Who the policy is for: Payload's admin (/admin) is allowed more than the public site, see styleSources. */
export type PolicyTarget = 'site' | 'admin'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** A script with one of these types (or none) is run by the browser; others (JSON-LD…) are data. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (SCRIPT_TYPES.has(type)) bodies.push(body)
  }
  return bodies
}

/** Next's bootstrap of the page's data array, the same on every page. */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_CHUNK = /^self\.__next_f\.push\(([\s\S]*)\)$/

/** `self.__next_f.push([1,"…"])`: one chunk of the page's data, which must parse as data and nothing else. */
function isFlightChunk(body: string): boolean {
  const argument = FLIGHT_CHUNK.exec(body)?.[1]
  if (argument === undefined) return false
  try {
    const value: unknown = JSON.parse(argument)
    return (
      Array.isArray(value) &&
      typeof value[0] === 'number' &&
      value.slice(1).every((item) => item === null || typeof item === 'string')
    )
  } catch {
    return false
  }
}

/** React's streaming instructions: `$RC("B:0","S:0")`, string arguments only. */
const REACT_CALLS = /^(?:\$R[A-Z]{1,2}\((?:"(?:[^"\\<]|\\.)*"|null)(?:,(?:"(?:[^"\\<]|\\.)*"|null))*\);?)*$/

/**
 * Whether an inline script is one the framework wrote: Next's data chunks, its bootstrap, or React's
 * streaming runtime (known definitions, from react-dom itself, followed by calls with string arguments);
 * `ownScripts` are the site's own fixed inline scripts.
 */
export function isFrameworkScript(body: string, reactRuntime: readonly string[], ownScripts: readonly string[] = []) {
  if (body === FLIGHT_BOOTSTRAP || ownScripts.includes(body) || isFlightChunk(body)) return true
  let rest = body
  for (let matched = true; matched;) {
    matched = false
    for (const definition of reactRuntime) {
      if (definition && rest.startsWith(definition)) {
        rest = rest.slice(definition.length).replace(/^;/, '')
        matched = true
      }
    }
  }
  return rest !== body || /^\$R/.test(body) ? REACT_CALLS.test(rest) : false
}

/**
 * React's runtime definitions as react-dom's server build spells them (`$RC=function(…){…};`, the
 * `requestAnimationFrame(…$RT…)` timer): string literals starting with `$R…=` or that timer, cut before
 * the first call they end with (`…;$RS("`), which the page completes with its own ids.
 */
export function reactRuntimeDefinitions(reactDomServerSource: string): string[] {
  const literals = reactDomServerSource.matchAll(
    /(["'])((?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT)(?:(?!\1)[^\\]|\\.)*)\1/g,
  )
  const definitions = new Set<string>()
  for (const [, quote, raw] of literals) {
    const text = quote === '"' ? (JSON.parse(`"${raw}"`) as string) : raw.replace(/\\(.)/g, '$1')
    const call = text.search(/;?\$R[A-Z]{1,2}\("$/)
    definitions.add(call === -1 ? text : text.slice(0, call + (text[call] === ';' ? 1 : 0)))
  }
  // Longest first, so that a definition is never consumed by a shorter one it begins with.
  return [...definitions].sort((a, b) => b.length - a.length)
}

/** The CSP source expression of a script's text (CSP hashes the UTF-8 bytes between the tags). */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/**
 * Styles: React and next/image write `style` attributes and the admin injects style elements, and CSS
 * cannot run script, so inline styles are allowed; scripts are what the policy is for.
 */
export function contentSecurityPolicy(options: { target: PolicyTarget; scriptHashes?: readonly string[] }): string {
  const scripts = ["'self'", ...new Set(options.scriptHashes ?? [])]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The footer's mailing-list sign-up forms are frames whose addresses staff enter.
    'frame-src': options.target === 'site' ? ["'self'", 'https:'] : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The policy of an HTML page: its framework scripts hashed in. An inline script that is not the
 * framework's is left out, so the browser refuses it (and reports it in its console).
 */
export function htmlPolicy(
  html: string,
  target: PolicyTarget,
  reactRuntime: readonly string[],
  ownScripts: readonly string[] = [],
): string {
  const trusted = inlineScripts(html).filter((body) => isFrameworkScript(body, reactRuntime, ownScripts))
  return contentSecurityPolicy({ target, scriptHashes: trusted.map(scriptHash) })
}
