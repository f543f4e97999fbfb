import { beforeEach, describe, expect, it, vi } from 'vitest'

const STATE = Symbol.for('art.lifecycle')

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE]
  vi.resetModules()
})

describe('the shutdown state shared by the server and the bundled code', () => {
  it('is seen by another copy of the module (Next bundles its own)', async () => {
    const server = await import('@/lib/operations/lifecycle.mjs')
    vi.resetModules()
    const bundled = await import('@/lib/operations/lifecycle.mjs')
    expect(bundled).not.toBe(server)
    expect(bundled.isShuttingDown()).toBe(false)
    server.markShuttingDown()
    expect(bundled.isShuttingDown()).toBe(true)
  })

  it('runs the drain steps another copy added, in order, once', async () => {
    const bundled = await import('@/lib/operations/lifecycle.mjs')
    vi.resetModules()
    const server = await import('@/lib/operations/lifecycle.mjs')
    const ran: string[] = []
    bundled.onDrain(async () => void ran.push('jobs'))
    bundled.onDrain(async () => void ran.push('pools'))
    expect(await server.drain(1000)).toEqual([])
    expect(await server.drain(1000)).toEqual([])
    expect(ran).toEqual(['jobs', 'pools'])
  })

  it('still runs the later steps when one fails, and reports the failure', async () => {
    const { drain, onDrain } = await import('@/lib/operations/lifecycle.mjs')
    const ran: string[] = []
    onDrain(async () => {
      throw new Error('the job runner was still running a job')
    })
    onDrain(async () => void ran.push('pools'))
    expect(await drain(1000)).toEqual(['the job runner was still running a job'])
    expect(ran).toEqual(['pools'])
  })

})
