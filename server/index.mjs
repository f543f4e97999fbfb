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
 * It logs one line per request and every error (src/lib/operations/logger.mjs: JSON in production, LOG_LEVEL).
 *
 * TRUSTED_PROXIES names the load balancers whose X-Forwarded-For and X-Request-Id are believed; SHUTDOWN_TIMEOUT_MS
 * bounds the wait for requests in flight when stopping (docs/deployment.md).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import next from 'next'

import { consoleThroughLogger, createServerLogger } from '../src/lib/operations/logger.mjs'
import { acceptedRequestId, requestLine, routePatterns } from '../src/lib/operations/requestLog.mjs'

import { clientAddress, trustedProxies } from './clientAddress.mjs'
import { answerClientError } from './clientError.mjs'
import { CROSS_SITE_REFUSAL, isCrossSiteRequest, siteHostsOf } from './crossSiteRequest.mjs'
import { hasMalformedPath } from './malformedPath.mjs'
import { gracefulStop } from './shutdown.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '127.0.0.1'
const isTrusted = trustedProxies(process.env.TRUSTED_PROXIES)

const dev = process.env.NODE_ENV !== 'production'
// Made before Next loads Payload's config, which takes this logger in production (src/payload.config.ts).
const logger = createServerLogger({
  env: process.env,
  instance: process.env.INSTANCE_NAME || `${os.hostname()}:${port}`,
  production: !dev,
})
if (!dev) consoleThroughLogger(logger)
const app = next({ dev, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// The build's routes name each request's route pattern; `next dev` builds routes as they are asked for.
const routeOf = dev ? () => undefined : routePatterns(readRoutesManifest(process.env.NEXT_DIST_DIR || '.next'))

/** @param {string} distDir */
function readRoutesManifest(distDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'))
  } catch {
    return undefined
  }
}

const server = http.createServer((request, response) => {
  shutdown.track(request, response)
  const started = performance.now()
  const requestId =
    acceptedRequestId(request.headers['x-request-id'], isTrusted(request.socket.remoteAddress ?? '')) ?? randomUUID()
  request.headers['x-request-id'] = requestId
  response.setHeader('X-Request-Id', requestId)
  response.once('close', () =>
    logger.info(
      requestLine({
        requestId,
        method: request.method,
        url: request.url,
        status: response.statusCode,
        durationMs: performance.now() - started,
        finished: response.writableFinished,
        routeOf,
      }),
      'request',
    ),
  )
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
