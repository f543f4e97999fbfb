import { afterEach, describe, expect, it, vi } from 'vitest'

type Rule = { source: string; has?: Array<{ type: string; key: string; value?: string }>; destination: string }
type Config = {
  cacheHandler?: string
  cacheMaxMemorySize?: number
  rewrites?: () => Promise<{ beforeFiles: Rule[] }>
  headers?: () => Promise<Array<{ source: string; headers: Array<{ key: string }> }>>
}

/** next.config.mjs as Next loads it with this environment (it reads the environment when imported). */
async function loadConfig(env: Record<string, string>): Promise<Config> {
  vi.resetModules()
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  return (await import('../../../next.config.mjs')).default as Config
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('next.config rewrites', () => {
  it('rewrites only the SPEC commerce paths: catalogue, search and list URLs are served by their own pages', async () => {
    const { beforeFiles } = await (await loadConfig({ REDIS_URL: '' })).rewrites!()
    expect(
      beforeFiles.map((rule) => rule.destination).every((destination) => destination.startsWith('/api/cart/')),
    ).toBe(true)
    expect(beforeFiles.some((rule) => rule.has?.some((condition) => condition.type === 'header'))).toBe(false)
  })
})

describe('next.config cache handler', () => {
  it('keeps the cache in the process’s bounded memory on one instance, and in Redis with REDIS_URL', async () => {
    const single = await loadConfig({ REDIS_URL: '' })
    expect(single.cacheHandler).toMatch(/src\/lib\/cache\/memoryCacheHandler\.mjs$/)
    expect(single.cacheMaxMemorySize).toBe(0)
    const cluster = await loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(cluster.cacheHandler).toMatch(/src\/lib\/cache\/redisCacheHandler\.mjs$/)
    expect(cluster.cacheMaxMemorySize).toBe(0)
  })

  it('refuses a cache bound that is not a number of megabytes when it is loaded', async () => {
    await expect(loadConfig({ REDIS_URL: '', CACHE_MAX_MEMORY_MB: '2GB' })).rejects.toThrow(/CACHE_MAX_MEMORY_MB/)
  })
})

describe('client hint headers', () => {
  it('sends Critical-CH on the admin only', async () => {
    const rules = (await (await loadConfig({})).headers?.()) ?? []
    const sources = rules
      .filter((rule) => rule.headers.some(({ key }) => key === 'Critical-CH'))
      .map((rule) => rule.source)
    expect(sources).toEqual(['/admin/:path*'])
  })
})
