import { spawn } from 'node:child_process'
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

  // A busy child in a process group of its own: the test runner's group gains and loses worker processes, so its
  // summed time can fall between two readings.
  // allowed-skip: platform
  it.runIf(fs.existsSync('/proc/self/stat'))('reads a process group’s main-thread and all-thread time from /proc', async () => {
    const child = spawn(process.execPath, ['-e', 'const until = Date.now() + 10_000; while (Date.now() < until);'], {
      detached: true,
      stdio: 'ignore',
    })
    try {
      const start = groupCpuTime(child.pid!)!
      let end = start
      for (const deadline = Date.now() + 8_000; end.mainThreadMs <= start.mainThreadMs && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        end = groupCpuTime(child.pid!)!
      }
      expect(end.mainThreadMs).toBeGreaterThan(start.mainThreadMs)
      expect(end.allMs).toBeGreaterThanOrEqual(end.mainThreadMs)
    } finally {
      process.kill(-child.pid!, 'SIGKILL')
    }
  }, 15_000)

  it('reads nothing for a group that does not exist', () => {
    expect(groupCpuTime(2 ** 30)).toBeNull()
  })
})
