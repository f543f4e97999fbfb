import { describe, expect, it } from 'vitest'

import { pendingMigrations, readinessAnswer } from '@/lib/operations/readiness'

describe('/api/ready answer', () => {
  it('is 200 when every check passed, Redis not configured', () => {
    const answer = readinessAnswer({ shutdown: 'ok', database: 'ok', migrations: 'ok', search: 'ok', redis: 'skipped' })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      status: 'ready',
      checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', search: 'ok', redis: 'skipped' },
    })
  })

  it('is 503 naming each failed check, in the order they are reported', () => {
    const answer = readinessAnswer({ shutdown: 'ok', database: 'ok', migrations: 'failed', search: 'ok', redis: 'failed' })
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ failed: ['migrations', 'redis'] })
    expect('error' in answer.body && answer.body.error).toBe(
      'Not ready: the database has migrations to apply (npm run migrate); Redis (REDIS_URL) cannot be reached.',
    )
  })

  it('is 503 while shutting down, whatever else holds', () => {
    const answer = readinessAnswer({ shutdown: 'failed', database: 'ok', migrations: 'ok', search: 'ok', redis: 'ok' })
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ failed: ['shutdown'], error: 'Not ready: the server is shutting down.' })
  })

  it('reports checks that could not run (the database unreachable) as skipped, not passed', () => {
    const answer = readinessAnswer({ shutdown: 'ok', database: 'failed', redis: 'skipped' })
    expect(answer.status).toBe(503)
    expect(answer.body.checks).toEqual({ shutdown: 'ok', database: 'failed', migrations: 'skipped', search: 'skipped', redis: 'skipped' })
  })
})

describe('pending migrations', () => {
  it('are the committed ones the database has not recorded, in their order', () => {
    expect(pendingMigrations(['a_initial', 'b_more', 'c_last'], ['a_initial', 'dev'])).toEqual(['b_more', 'c_last'])
  })

  it('are none when every committed migration ran', () => {
    expect(pendingMigrations(['a_initial', 'b_more'], ['b_more', 'a_initial'])).toEqual([])
  })
})
