import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { isShuttingDown, onDrain } from '@/lib/operations/lifecycle.mjs'

import { durationMs, gracefulStop } from '../../../server/shutdown.mjs'

const STATE = Symbol.for('art.lifecycle')

type Held = { release: () => void }

/** A server whose /slow requests wait until released, like a request in flight when the signal comes. */
function serverWithHeldRequests(env: Record<string, string>) {
  const held: Held[] = []
  const exit = vi.fn()
  const log = vi.fn()
  const server = http.createServer((request, response) => {
    shutdown.track(request, response)
    const answer = () => response.end(JSON.stringify({ ready: !isShuttingDown(), path: request.url }))
    if (request.url === '/slow') held.push({ release: answer })
    else answer()
  })
  const shutdown = gracefulStop(server, { env, exit, log })
  return { server, shutdown, held, exit, log }
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

/** Resolves once the server holds `count` requests. */
async function holding(held: Held[], count: number) {
  while (held.length < count) await new Promise((resolve) => setImmediate(resolve))
}

let servers: http.Server[] = []

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE]
})

afterEach(() => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
  servers = []
})

describe('the production server stopping on SIGTERM (server/shutdown.mjs)', () => {
  it('finishes requests in flight, refuses new connections, drains, then exits 0', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '0', SHUTDOWN_TIMEOUT_MS: '30000' })
    servers.push(s.server)
    const drained = vi.fn(async () => {})
    onDrain(drained)
    const url = await listen(s.server)

    const inFlight = [fetch(`${url}/slow`), fetch(`${url}/slow`)]
    await holding(s.held, 2)
    const stopped = s.shutdown.stop('SIGTERM')
    expect(isShuttingDown()).toBe(true)
    await expect(fetch(`${url}/new`)).rejects.toThrow()
    expect(s.exit).not.toHaveBeenCalled()

    for (const request of s.held) request.release()
    const answers = await Promise.all(inFlight)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    await stopped
    expect(drained).toHaveBeenCalledOnce()
    expect(s.exit).toHaveBeenCalledWith(0)
  })

  it('answers a request still unanswered at the deadline with a 503 that says it may not have completed', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '0', SHUTDOWN_TIMEOUT_MS: '50' })
    servers.push(s.server)
    const url = await listen(s.server)

    const inFlight = fetch(`${url}/slow`)
    await holding(s.held, 1)
    await s.shutdown.stop('SIGTERM')
    const answer = await inFlight
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('10')
    expect((await answer.json()).error).toMatch(/may not have completed/)
    expect(s.exit).toHaveBeenCalledWith(0)
    // Next finishing the request later writes nowhere, and throws nothing.
    s.held[0]!.release()
  })

  it('during the notice after SIGTERM still serves new requests, reports not ready and closes each connection', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '60000', SHUTDOWN_TIMEOUT_MS: '60000' })
    servers.push(s.server)
    const url = await listen(s.server)
    void s.shutdown.stop('SIGTERM')

    const answer = await fetch(`${url}/api/ready`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ready: false, path: '/api/ready' })
    expect(answer.headers.get('connection')).toBe('close')
  })

  it('answers a request that was on its way on a kept-alive connection when SIGTERM came', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '20', SHUTDOWN_TIMEOUT_MS: '60000' })
    servers.push(s.server)
    const url = await listen(s.server)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = (path: string) =>
      new Promise<number>((resolve, reject) =>
        http.get(`${url}${path}`, { agent }, (response) => (response.resume(), resolve(response.statusCode ?? 0))).on('error', reject),
      )
    expect(await get('/first')).toBe(200)
    // Written to the idle connection before the server has read it, as a balancer's next request can be.
    const second = get('/second')
    const stopped = s.shutdown.stop('SIGTERM')
    expect(await second).toBe(200)
    await stopped
    agent.destroy()
  })

  it('answers a connection accepted before the port closed whose request it had not read yet (a busy server)', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '0', SHUTDOWN_TIMEOUT_MS: '60000' })
    servers.push(s.server)
    const url = new URL(await listen(s.server))
    const socket = net.connect(Number(url.port), url.hostname)
    await new Promise((resolve) => s.server.once('connection', resolve))
    const stopped = s.shutdown.stop('SIGTERM')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const ended = new Promise((resolve) => socket.once('close', resolve))
    socket.write('GET /late HTTP/1.1\r\nHost: x\r\n\r\n')
    await ended
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toMatch(/connection: close/i)
    await stopped
    expect(s.exit).toHaveBeenCalledWith(0)
  })

  it('skips the notice on Ctrl-C (SIGINT): no balancer to tell', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '60000', SHUTDOWN_TIMEOUT_MS: '60000' })
    servers.push(s.server)
    await listen(s.server)
    await s.shutdown.stop('SIGINT')
    expect(s.exit).toHaveBeenCalledWith(0)
  })

  it('ignores a repeated signal', async () => {
    const s = serverWithHeldRequests({ SHUTDOWN_NOTICE_MS: '0' })
    servers.push(s.server)
    await listen(s.server)
    const drained = vi.fn(async () => {})
    onDrain(drained)
    await Promise.all([s.shutdown.stop('SIGINT'), s.shutdown.stop('SIGINT')])
    expect(s.exit).toHaveBeenCalledOnce()
    expect(drained).toHaveBeenCalledOnce()
  })
})

describe('durations from the environment', () => {
  it('reads whole milliseconds and falls back on anything else', () => {
    expect(durationMs('2500', 10_000)).toBe(2500)
    expect(durationMs('0', 10_000)).toBe(0)
    expect(durationMs(undefined, 10_000)).toBe(10_000)
    expect(durationMs('', 10_000)).toBe(10_000)
    expect(durationMs('10s', 10_000)).toBe(10_000)
    expect(durationMs('-1', 10_000)).toBe(10_000)
  })
})
