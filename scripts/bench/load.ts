/**
 * The figures of one load test, and a load loop for the targets autocannon cannot express: each connection
 * with its own login cookie and its own sequence of requests (scripts/bench/accounts.ts, orders.ts).
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import { percentile } from './percentile'
import type { CpuTime } from './serverCpu'

export type Measurement = {
  name: string
  path: string
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  total: number
  non2xx: number
  errors: number
  /** One-minute load average when the target finished. */
  load: number
  /** The server's CPU time per request (scripts/bench/serverCpu.ts), where it could be read. */
  serverCpu?: CpuTime
}

export type LoadBounds = { connections: number; durationSeconds: number; maxRequests: number }

/** One request of a load test: the status it got, or 0 when it failed (network error, timeout). */
export type BenchRequest = { method: 'GET' | 'POST' | 'PATCH'; path: string; headers?: Record<string, string>; body?: unknown }

export async function send(baseUrl: string, request: BenchRequest): Promise<{ status: number; json: unknown; setCookie: string[] }> {
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const json: unknown = await response.json().catch(() => null)
  return { status: response.status, json, setCookie: response.headers.getSetCookie() }
}

/** A timed request's outcome, collected per step name. */
class Recorder {
  readonly latencies: number[] = []
  non2xx = 0
  errors = 0

  async time(baseUrl: string, request: BenchRequest) {
    const started = performance.now()
    try {
      const answer = await send(baseUrl, request)
      this.latencies.push(performance.now() - started)
      if (answer.status < 200 || answer.status >= 300) this.non2xx++
      return answer
    } catch {
      this.errors++
      return null
    }
  }

  figures(name: string, path: string, seconds: number): Measurement {
    const sorted = [...this.latencies].sort((a, b) => a - b)
    const total = this.latencies.length + this.errors
    return {
      name,
      path,
      requestsPerSecond: total / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      total,
      non2xx: this.non2xx,
      errors: this.errors,
      load: os.loadavg()[0]!,
    }
  }
}

/**
 * `connections` workers, worker i repeating `round(i)` (one or more requests, each made through `time(step, …)`)
 * until `durationSeconds` have passed or `maxRequests` requests were made; a round is never cut in half, so a
 * cart is never left half done. Figures per step, with req/s over the whole run.
 */
export async function runLoad(
  baseUrl: string,
  bounds: LoadBounds,
  steps: { name: string; path: string }[],
  round: (worker: number, time: (step: string, request: BenchRequest) => ReturnType<Recorder['time']>) => Promise<void>,
): Promise<Measurement[]> {
  const recorders = new Map(steps.map((step) => [step.name, new Recorder()]))
  let made = 0
  const time = (step: string, request: BenchRequest) => (made++, recorders.get(step)!.time(baseUrl, request))
  const started = performance.now()
  const deadline = started + bounds.durationSeconds * 1000
  await Promise.all(
    Array.from({ length: bounds.connections }, async (_, worker) => {
      while (performance.now() < deadline && made < bounds.maxRequests) await round(worker, time)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return steps.map((step) => recorders.get(step.name)!.figures(step.name, step.path, seconds))
}
