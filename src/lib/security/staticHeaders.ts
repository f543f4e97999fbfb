/**
 * The security headers that are the same on every response. HSTS is sent by production servers
 * (NODE_ENV=production): browsers ignore it over plain http (RFC 6797 §8.1), so a production server on
 * http://127.0.0.1 (tests, `npm start` on a laptop) is unaffected, and behind the site's https it pins
 * https for two years. No `preload`: that list is hard to leave, and is the organisation's decision.
 */
export function staticSecurityHeaders(env: { NODE_ENV?: string }): Record<string, string> {
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
