// @ts-check
/**
 * The security headers of every response, in one place (docs/security.md). next.config.mjs sends the static ones
 * and a policy without a nonce on every path (pages, route handlers, Payload's REST, `/_next` assets); the proxy
 * (src/proxy.ts) replaces that policy on each page with one holding a fresh nonce, which Next writes into its own
 * scripts (https://nextjs.org/docs/app/guides/content-security-policy). Plain JavaScript: next.config.mjs imports it.
 */

/** @typedef {'site' | 'admin'} PolicyTarget Payload's admin (/admin) frames nothing staff entered, see frame-src. */

/**
 * The Content-Security-Policy. Scripts: the site's own files and, on a page, the inline scripts carrying this
 * response's nonce (Next's bootstrap and data chunks, React's streaming instructions, the layout's own script);
 * an inline script injected through content has no nonce and is refused, as is any inline event handler.
 * Styles: React and next/image write `style` attributes and the admin injects style elements, and CSS cannot run
 * script, so inline styles are allowed. `next dev` also needs eval (React's development call stacks).
 * @param {{ target: PolicyTarget, nonce?: string, dev?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ target, nonce, dev = false }) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(dev ? ["'unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The footer's mailing-list sign-up forms are frames whose addresses staff enter.
    'frame-src': target === 'site' ? ["'self'", 'https:'] : ["'self'"],
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
 * The security headers that are the same on every response. HSTS is sent by production servers
 * (NODE_ENV=production): browsers ignore it over plain http (RFC 6797 §8.1), so a production server on
 * http://127.0.0.1 (tests, `npm start` on a laptop) is unaffected, and behind the site's https it pins
 * https for two years. No `preload`: that list is hard to leave, and is the organisation's decision.
 * @param {{ NODE_ENV?: string }} env
 * @returns {Record<string, string>}
 */
export function staticSecurityHeaders(env) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors in the CSP is the rule; this is for browsers that predate it.
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(env.NODE_ENV === 'production' ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * next.config's `headers()` rule: every path gets the static headers and the policy without a nonce. The name is
 * written in lower case, as the proxy's response headers are: Next applies the proxy's after this rule's, so on a
 * page the nonce policy replaces this one instead of being sent beside it.
 * @param {{ NODE_ENV?: string }} env
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function securityHeaderRules(env) {
  const headers = {
    ...staticSecurityHeaders(env),
    'content-security-policy': contentSecurityPolicy({ target: 'site', dev: env.NODE_ENV !== 'production' }),
  }
  return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }]
}
