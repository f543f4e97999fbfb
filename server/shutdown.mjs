// @ts-check
/**
 * The production server's graceful stop (issue 31 item 4, docs/deployment.md "Stopping without dropping requests"). On SIGTERM
 * (a deploy, systemd, Docker) or SIGINT (Ctrl-C):
 *
 * 1. /api/ready answers 503 at once; for SHUTDOWN_NOTICE_MS (SIGTERM only; default 1 s) new requests are still
 *    served, each answer closing its connection, so a balancer or orchestrator polling /api/ready stops sending
 *    work here before the port closes, and a balancer's kept-alive connections are not reused;
 * 2. the port closes (a balancer's next connection is refused, which nginx retries on another instance for any
 *    method) and the kept-alive connections waiting for a next request are closed (a connection accepted but
 *    whose first request is not read yet is kept: it gets its answer);
 * 3. requests in flight finish, up to SHUTDOWN_TIMEOUT_MS (default 10 s) after the signal; one still unanswered
 *    then gets a 503 saying it may not have completed, and its connection is closed;
 * 4. the drain steps run (src/lib/operations/lifecycle.mjs: Payload's job run under way and the work started
 *    after commits finish, then its pools close), given at least DRAIN_MIN_MS;
 * 5. the process exits 0.
 */
import net from 'node:net'

import { drain, isShuttingDown, markShuttingDown } from '../src/lib/operations/lifecycle.mjs'

const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_NOTICE_MS = 1_000
/** The drain's time when the requests used up the timeout: enough to close pools, short of a supervisor's kill. */
const DRAIN_MIN_MS = 5_000

const CUT_OFF_BODY = JSON.stringify({
  error: 'The server restarted while answering. Your request may not have completed: please check, then try again.',
})

/**
 * A duration from the environment in milliseconds, or the fallback when unset or not a whole number ≥ 0.
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function durationMs(value, fallback) {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : fallback
}

/**
 * The graceful stop of `server`: `track` is called first for every request (it keeps the requests in flight and,
 * while stopping, closes each connection after its answer); `stop` runs the steps above and ends with exit(0).
 * @param {import('node:http').Server} server
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void, exit?: (code: number) => void }} [options]
 */
export function gracefulStop(server, { env = process.env, log = console.log, exit = process.exit } = {}) {
  const timeoutMs = durationMs(env.SHUTDOWN_TIMEOUT_MS, DEFAULT_TIMEOUT_MS)
  const noticeMs = durationMs(env.SHUTDOWN_NOTICE_MS, DEFAULT_NOTICE_MS)
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set()
  /** Every open connection, and those that carried a request already. */
  /** @type {Set<import('node:net').Socket>} */
  const connections = new Set()
  /** @type {WeakSet<import('node:net').Socket>} */
  const used = new WeakSet()
  server.on('connection', (socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })

  /**
   * Closes the kept-alive connections waiting for a next request. Not Node's closeIdleConnections(): it also
   * closes a connection accepted whose first request is not read yet (a busy server reads it later), and that
   * request would be lost; a client opens a connection to send a request, so such a connection gets its answer.
   */
  const closeWaitingConnections = () => {
    const busy = new Set([...inFlight].map((response) => response.socket))
    for (const socket of connections) if (used.has(socket) && !busy.has(socket)) socket.destroy()
  }

  /** Answers what is still unanswered at the deadline, and closes every connection. */
  const cutOff = () => {
    for (const response of inFlight) {
      // Next may still write to it: that write then fails quietly instead of as an uncaught error.
      response.on('error', () => {})
      if (!response.headersSent) {
        response.writeHead(503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '10',
          Connection: 'close',
        })
        response.end(CUT_OFF_BODY)
      }
    }
    server.closeAllConnections()
    for (const socket of connections) socket.destroy()
  }

  /** @param {NodeJS.Signals} signal */
  const stop = async (signal) => {
    // A repeated signal changes nothing (npm forwards Ctrl-C's SIGINT to a process that received it already).
    if (isShuttingDown()) return
    const started = Date.now()
    markShuttingDown()
    log(`▸ ${signal}: stopping; requests in flight get up to ${timeoutMs / 1000} s`)
    // Kept-alive connections stay open during the notice: a request may already be on its way on one (closing
    // it now would drop that request); each is closed after its next answer, or by close() below.
    if (signal === 'SIGTERM' && noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(noticeMs, timeoutMs)))
    // net.Server's close(): stops accepting, and calls back once every connection has ended. http.Server's own
    // close() would also run closeIdleConnections() (see closeWaitingConnections for why not).
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, resolve))
    closeWaitingConnections()
    // The connections of the requests in flight close after their answer.
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
      else response.once('finish', () => setImmediate(closeWaitingConnections))
    }
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise((resolve) => (timer = setTimeout(() => resolve(true), Math.max(0, timeoutMs - (Date.now() - started))))),
    ])
    clearTimeout(timer)
    if (timedOut) {
      log(`▸ ${inFlight.size} request(s) still unanswered after ${timeoutMs / 1000} s: answered 503 and closed`)
      cutOff()
    }
    const failures = await drain(Math.max(DRAIN_MIN_MS, timeoutMs - (Date.now() - started)))
    for (const failure of failures) log(`▸ While stopping: ${failure}`)
    log(`▸ Stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    exit(0)
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const track = (request, response) => {
    inFlight.add(response)
    used.add(request.socket)
    response.once('close', () => inFlight.delete(response))
    // While stopping, no connection is kept for a next request: a balancer opens a new one, elsewhere.
    if (isShuttingDown()) response.setHeader('Connection', 'close')
  }

  return { track, stop }
}
