// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    timeout?: number
    requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>
  }
  type Result = {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  type Instance = Promise<Result> & {
    stop(): void
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
