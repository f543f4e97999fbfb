/**
 * Production host rule (SPEC §6): a request on a host that contains neither "www.", "staging." nor
 * "localhost:" is redirected to the www host. Enabled by CANONICAL_HOST_REDIRECT=on only.
 */

export function isCanonicalHostRuleOn(env: Record<string, string | undefined>): boolean {
  return env.CANONICAL_HOST_REDIRECT === 'on' && env.NODE_ENV !== 'development'
}

/** A bare IPv4/IPv6 address (load balancer health checks, direct access): it has no www form. */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])(:\d+)?$/i

/** Whether a request on this host goes to the www host. */
const isRedirectedHost = (host: string) =>
  Boolean(host) && !/www\.|staging\.|localhost:/.test(host) && !IP_HOST.test(host)

/** The www URL to redirect to, or null when the host is already acceptable. */
export function canonicalHostRedirect(url: URL, host: string): string | null {
  if (!isRedirectedHost(host)) return null
  return new URL(url.pathname + url.search, `${url.protocol}//www.${host}`).toString()
}
