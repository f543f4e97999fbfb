import { headers } from 'next/headers'

/** The request header the proxy puts this response's CSP nonce in (src/proxy.ts). */
export const NONCE_HEADER = 'x-nonce'

/**
 * This response's CSP nonce, for the site's own inline scripts (Next nonces its own). Reading the request's
 * headers makes the page dynamic, as any nonce must be: it is new on every response.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined
}
