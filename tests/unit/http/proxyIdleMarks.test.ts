import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installProxyIdleMarks } from '@/lib/http/proxyIdleMarks'
import { PROXY_IDLE_HEADER } from '@/lib/navigation/proxyScope'

let server: http.Server
let base: string

beforeAll(async () => {
  installProxyIdleMarks()
  // Stands for Next: answers with the mark its proxy matcher would read.
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ idle: req.headers[PROXY_IDLE_HEADER] ?? null }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function markOf(path: string, method = 'GET', visitorMark?: string) {
  const response = await fetch(base + path, {
    method,
    headers: visitorMark ? { [PROXY_IDLE_HEADER]: visitorMark } : {},
  })
  return ((await response.json()) as { idle: string | null }).idle
}

describe('installProxyIdleMarks', () => {
  it('marks the requests the proxy has no work for', async () => {
    expect(await markOf('/about')).toBe('1')
    expect(await markOf('/press/some-book?page=2')).toBe('1')
  })

  it('never keeps a visitor’s own mark on a path or method the proxy acts on', async () => {
    expect(await markOf('/who-we-are', 'GET', '1')).toBeNull()
    expect(await markOf('/library-program', 'GET', '1')).toBeNull()
    expect(await markOf('/about', 'POST', '1')).toBeNull()
  })
})
