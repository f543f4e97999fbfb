import { describe, expect, it } from 'vitest'

import { cacheModeMismatch } from '@/lib/cache/buildMode'
import { redisCacheOptions } from '@/lib/cache/redisCacheHandler.mjs'
import { keyspaceEventsWith } from '@/lib/cache/redisKeyspace'

describe('keyspaceEventsWith', () => {
  it('turns on keyevent, expired and evicted events when Redis has none (its default)', () => {
    expect(keyspaceEventsWith('')).toBe('Exe')
  })

  it('keeps flags already on and adds only what is missing', () => {
    expect(keyspaceEventsWith('Kg')).toBe('KgExe')
    expect(keyspaceEventsWith('Ex')).toBe('Exe')
  })

  it('leaves a sufficient configuration alone', () => {
    expect(keyspaceEventsWith('Exe')).toBeNull()
    expect(keyspaceEventsWith('xeE')).toBeNull()
    expect(keyspaceEventsWith('AKE')).toBeNull()
  })
})

describe('redisCacheOptions', () => {
  it('uses the database named in REDIS_URL, default 0', () => {
    expect(redisCacheOptions('redis://cache:6379', 'b1').database).toBe(0)
    expect(redisCacheOptions('redis://:secret@cache:6379/3', 'b1').database).toBe(3)
  })

  it('gives each build its own namespace, the same for every instance of that build', () => {
    expect(redisCacheOptions('redis://cache:6379', 'b1').keyPrefix).toBe(redisCacheOptions('redis://x:1', 'b1').keyPrefix)
    expect(redisCacheOptions('redis://cache:6379', 'b1').keyPrefix).not.toBe(redisCacheOptions('redis://cache:6379', 'b2').keyPrefix)
  })
})

describe('cacheModeMismatch', () => {
  const REDIS_HANDLER = '../src/lib/cache/redisCacheHandler.mjs'

  it('accepts a build whose cache matches how it starts', () => {
    expect(cacheModeMismatch(undefined, undefined)).toBeNull()
    expect(cacheModeMismatch(REDIS_HANDLER, 'redis://cache:6379')).toBeNull()
  })

  it('refuses REDIS_URL on a build made without it (each instance would keep its own cache)', () => {
    expect(cacheModeMismatch(undefined, 'redis://cache:6379')).toMatch(/Rebuild with REDIS_URL set/)
  })

  it('refuses a Redis build started without REDIS_URL', () => {
    expect(cacheModeMismatch(REDIS_HANDLER, undefined)).toMatch(/Set REDIS_URL, or rebuild without it/)
    expect(cacheModeMismatch(REDIS_HANDLER, ' ')).not.toBeNull()
  })
})
