import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { cpuPerRequest, groupCpuTime } from '../../../scripts/bench/serverCpu'

describe('server CPU per request (bench)', () => {
  it('divides the CPU time spent between two readings by the requests answered', () => {
    const before = { mainThreadMs: 100, allMs: 150 }
    expect(cpuPerRequest(before, { mainThreadMs: 300, allMs: 450 }, 10)).toEqual({ mainThreadMs: 20, allMs: 30 })
    expect(cpuPerRequest(before, null, 10)).toBeUndefined()
    expect(cpuPerRequest(before, before, 0)).toBeUndefined()
  })

  it.runIf(fs.existsSync('/proc/self/stat'))('reads a process group’s main-thread and all-thread time from /proc', () => {
    const pgid = Number(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[2])
    const start = groupCpuTime(pgid)!
    const until = Date.now() + 60
    while (Date.now() < until); // busy on this (main) thread
    const end = groupCpuTime(pgid)!
    expect(end.mainThreadMs).toBeGreaterThan(start.mainThreadMs)
    expect(end.allMs).toBeGreaterThanOrEqual(end.mainThreadMs)
  })

  it('reads nothing for a group that does not exist', () => {
    expect(groupCpuTime(2 ** 30)).toBeNull()
  })
})
