import { describe, expect, it } from 'vitest'

import { checkInstances } from '@/lib/config/instances'

const POSTGRES = 'postgres://art@db:5432/art'
const REDIS = 'redis://cache:6379'

describe('checkInstances', () => {
  it('allows one instance on anything, as today (APP_INSTANCES unset or 1)', () => {
    expect(checkInstances({})).toEqual({ ok: true, instances: 1 })
    expect(checkInstances({ APP_INSTANCES: '1', DATABASE_URL: 'file:./data/art.db' })).toEqual({ ok: true, instances: 1 })
  })

  it('allows several instances on PostgreSQL with Redis', () => {
    expect(checkInstances({ APP_INSTANCES: '3', DATABASE_URL: POSTGRES, REDIS_URL: REDIS })).toEqual({
      ok: true,
      instances: 3,
    })
  })

  it('refuses several instances on SQLite, naming DATABASE_URL', () => {
    for (const DATABASE_URL of [undefined, 'file:./data/art.db']) {
      const check = checkInstances({ APP_INSTANCES: '2', DATABASE_URL, REDIS_URL: REDIS })
      expect(check.ok).toBe(false)
      if (!check.ok) {
        expect(check.message).toContain('DATABASE_URL=postgres://')
        expect(check.message).not.toContain('REDIS_URL=')
      }
    }
  })

  it('refuses several instances without Redis, naming REDIS_URL', () => {
    const check = checkInstances({ APP_INSTANCES: '2', DATABASE_URL: POSTGRES, REDIS_URL: ' ' })
    expect(check.ok).toBe(false)
    if (!check.ok) {
      expect(check.message).toContain('REDIS_URL=redis://')
      expect(check.message).not.toContain('DATABASE_URL=')
    }
  })

  it('names both when both are missing', () => {
    const check = checkInstances({ APP_INSTANCES: '4' })
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.message).toMatch(/DATABASE_URL=postgres:\/\/[\s\S]*REDIS_URL=redis:\/\//)
  })

  it('refuses an APP_INSTANCES that is not a whole number of at least 1', () => {
    for (const APP_INSTANCES of ['0', '-2', '1.5', 'two']) {
      const check = checkInstances({ APP_INSTANCES, DATABASE_URL: POSTGRES, REDIS_URL: REDIS })
      expect(check.ok).toBe(false)
      if (!check.ok) expect(check.message).toContain(`APP_INSTANCES must be a whole number`)
    }
  })

  it('treats an unusable DATABASE_URL as not PostgreSQL', () => {
    const check = checkInstances({ APP_INSTANCES: '2', DATABASE_URL: 'mysql://x', REDIS_URL: REDIS })
    expect(check.ok).toBe(false)
  })
})
