// @ts-check
/**
 * The production server: Next's own request handler, started through Next's documented custom-server API
 * (https://nextjs.org/docs/app/guides/custom-server) instead of `next start`, for what only the socket
 * knows: the client's address (server/clientAddress.mjs); it answers a path Next would fail on
 * (server/malformedPath.mjs); and it refuses a state-changing request another site's page sent
 * (server/crossSiteRequest.mjs), in one place for server actions, route handlers and Payload's API alike;
 * and it says why when Node's parser refuses a request (server/clientError.mjs); and it stops gracefully on SIGTERM
 * (server/shutdown.mjs).
 * Every script and deployment serves through it, and so does `npm run dev` (NODE_ENV unset: Next's dev server):
 *
 *   PORT=3000 HOST=127.0.0.1 NODE_ENV=production node server/index.mjs
 *
 * TRUSTED_PROXIES names the load balancers whose X-Forwarded-For is believed; SHUTDOWN_TIMEOUT_MS bounds the wait for
 * requests in flight when stopping (docs/deployment.md).
 */
import http from 'node:http'

import next from 'next'

import { clientAddress, trustedProxies } from './clientAddress.mjs'
import { answerClientError } from './clientError.mjs'
import { CROSS_SITE_REFUSAL, isCrossSiteRequest, siteHostsOf } from './crossSiteRequest.mjs'
import { hasMalformedPath } from './malformedPath.mjs'
import { gracefulStop } from './shutdown.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '127.0.0.1'
const isTrusted = trustedProxies(process.env.TRUSTED_PROXIES)

const dev = process.env.NODE_ENV !== 'production'
const app = next({ dev, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((request, response) => {
  shutdown.track(request, response)
  if (hasMalformedPath(request.url)) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end('Bad request: the address is not valid percent-encoding.')
    return
  }
  const crossSite = isCrossSiteRequest({
    method: request.method,
    origin: request.headers.origin,
    fetchSite: [request.headers['sec-fetch-site']].flat()[0],
    siteHosts: siteHostsOf(request.headers, process.env.SERVER_URL),
  })
  if (crossSite) {
    response.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(CROSS_SITE_REFUSAL)
    return
  }
  // Whatever the client wrote: from here on the header holds the one address this server believes.
  request.headers['x-forwarded-for'] = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    isTrusted,
  )
  delete request.headers['x-real-ip']
  void handle(request, response)
})
const shutdown = gracefulStop(server)
process.on('SIGTERM', () => void shutdown.stop('SIGTERM'))
process.on('SIGINT', () => void shutdown.stop('SIGINT'))
// A request Node's parser refuses is answered with a body that says why (server/clientError.mjs).
server.on('clientError', answerClientError)
server.listen(port, hostname, () => console.log(`✓ Ready on http://${hostname}:${port}`))
