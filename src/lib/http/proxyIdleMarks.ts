import http from 'node:http'

import { PROXY_IDLE_HEADER, proxyHasWork, requestPathname } from '@/lib/navigation/proxyScope'

/** Tells Next's proxy matcher whether the proxy has anything to do for this request (src/lib/navigation/proxyScope.ts). */
export function markIdleProxy(request: http.IncomingMessage) {
  // Whatever the visitor sent: only this layer says a request may skip the proxy.
  delete request.headers[PROXY_IDLE_HEADER]
  const pathname = requestPathname(request.url)
  const host = String(request.headers['x-forwarded-host'] || request.headers.host || '')
  if (!proxyHasWork({ method: request.method ?? 'GET', pathname, host }, process.env)) {
    request.headers[PROXY_IDLE_HEADER] = '1'
  }
}

/**
 * Marks every request this process serves before Next sees it (`next start` and `next dev` alike, so that a
 * visitor's own mark is removed in both): wraps the HTTP server's request event.
 */
export function installProxyIdleMarks() {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') markIdleProxy(args[0] as http.IncomingMessage)
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
