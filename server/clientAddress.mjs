// @ts-check
/**
 * The client's address for a request, trusting `X-Forwarded-For` only from configured proxies (issue 28
 * item 7): rate limits keyed by a header any client can write would be bypassed by writing it.
 *
 * TRUSTED_PROXIES is a comma-separated list of addresses (`127.0.0.1`, `::1`, `10.0.0.5`) or IPv4 CIDR
 * ranges (`10.0.0.0/8`); unset, no proxy is trusted and the socket's peer is the client.
 */

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is `127.0.0.1`. */
const plain = (/** @type {string} */ address) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

const ipv4Number = (/** @type {string} */ address) => {
  const parts = address.split('.')
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0)
}

/**
 * A predicate for TRUSTED_PROXIES' value.
 * @param {string | undefined} setting
 * @returns {(address: string) => boolean}
 */
export function trustedProxies(setting) {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  /** @type {((address: string) => boolean)[]} */
  const tests = entries.map((entry) => {
    const [base, bits] = entry.split('/')
    const start = ipv4Number(plain(base ?? ''))
    if (bits !== undefined && start !== null && /^\d{1,2}$/.test(bits) && Number(bits) <= 32) {
      const size = 2 ** (32 - Number(bits))
      const first = Math.floor(start / size) * size
      return (address) => {
        const value = ipv4Number(address)
        return value !== null && value >= first && value < first + size
      }
    }
    const exact = plain(entry).toLowerCase()
    return (address) => address.toLowerCase() === exact
  })
  return (address) => tests.some((test) => test(plain(address)))
}

/**
 * The client's address: the socket's peer, or, when the peer is a trusted proxy, the nearest address in
 * `X-Forwarded-For` (read right to left, as each proxy appends the peer it saw) that is not a trusted proxy.
 * @param {string | undefined} peer the socket's remote address
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @param {(address: string) => boolean} isTrusted
 */
export function clientAddress(peer, forwardedFor, isTrusted) {
  let client = plain(peer ?? '') || 'unknown'
  if (!isTrusted(client)) return client
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(plain)
    .filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    client = /** @type {string} */ (hops[index])
    if (!isTrusted(client)) break
  }
  return client
}
