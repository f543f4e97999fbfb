import { describe, expect, it } from 'vitest'

import { jobLeaseState, jobRunnerSettings, leaseCutoff } from '@/lib/jobs/lease'

const now = new Date('2026-11-24T12:00:00.000Z')
const LEASE = 300_000
const touched = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString()

describe('jobLeaseState', () => {
  it('a pending job is free', () => {
    expect(jobLeaseState({ processing: false, updatedAt: touched(3600) }, now, LEASE)).toBe('free')
    expect(jobLeaseState({ processing: null, updatedAt: touched(0) }, now, LEASE)).toBe('free')
  })

  it('a processing job touched within the lease is held by its runner', () => {
    expect(jobLeaseState({ processing: true, updatedAt: touched(0) }, now, LEASE)).toBe('held')
    expect(jobLeaseState({ processing: true, updatedAt: touched(299.999) }, now, LEASE)).toBe('held')
  })

  it('a processing job not touched for the whole lease has lost it', () => {
    expect(jobLeaseState({ processing: true, updatedAt: touched(300) }, now, LEASE)).toBe('expired')
    expect(jobLeaseState({ processing: true, updatedAt: touched(86_400) }, now, LEASE)).toBe('expired')
  })

  it('a completed or failed job is finished, whatever its processing flag says', () => {
    const completedAt = touched(10)
    expect(jobLeaseState({ processing: true, completedAt, updatedAt: touched(3600) }, now, LEASE)).toBe('finished')
    expect(jobLeaseState({ processing: false, hasError: true, updatedAt: touched(0) }, now, LEASE)).toBe('finished')
  })

  it('decides as the SQL cutoff does: expired exactly when updatedAt <= leaseCutoff', () => {
    const cutoff = leaseCutoff(now, LEASE)
    expect(cutoff).toBe('2026-11-24T11:55:00.000Z')
    expect(jobLeaseState({ processing: true, updatedAt: cutoff }, now, LEASE)).toBe('expired')
    expect(jobLeaseState({ processing: true, updatedAt: '2026-11-24T11:55:00.001Z' }, now, LEASE)).toBe('held')
  })
})

describe('jobRunnerSettings', () => {
  it('defaults to a 300 s lease renewed every 100 s, and a 5 s poll', () => {
    expect(jobRunnerSettings({})).toEqual({ leaseMs: 300_000, renewEveryMs: 100_000, pollMs: 5000 })
  })

  it('reads JOB_LEASE_SECONDS and WORKER_POLL_SECONDS', () => {
    expect(jobRunnerSettings({ JOB_LEASE_SECONDS: '60', WORKER_POLL_SECONDS: '1' })).toEqual({
      leaseMs: 60_000,
      renewEveryMs: 20_000,
      pollMs: 1000,
    })
  })

  it('refuses a lease that is not a whole number of seconds above 0, naming the setting', () => {
    expect(() => jobRunnerSettings({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/)
    expect(() => jobRunnerSettings({ JOB_LEASE_SECONDS: 'five' })).toThrow(/JOB_LEASE_SECONDS/)
    expect(() => jobRunnerSettings({ WORKER_POLL_SECONDS: '1.5' })).toThrow(/WORKER_POLL_SECONDS/)
  })
})
