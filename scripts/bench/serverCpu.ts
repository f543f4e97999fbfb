import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * CPU time the server under test spent, from /proc (Linux; elsewhere null): every process of its group (`next
 * start` and the server process it runs). `mainThreadMs` is the processes' main threads only, where JavaScript
 * runs (rendering, routing, caches); `allMs` adds libuv's pool, V8's compiler and GC helper threads.
 */
export type CpuTime = { mainThreadMs: number; allMs: number }

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** Fields of a /proc stat line after the command name, which may hold spaces: [0] is field 3 (state). */
function statFields(file: string): string[] | null {
  try {
    const stat = fs.readFileSync(file, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** utime + stime (fields 14 and 15) in milliseconds. */
const cpuMs = (fields: string[]) => ((Number(fields[11]) + Number(fields[12])) / clockTicks) * 1000

const groupPids = (pgid: number): string[] =>
  fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && statFields(`/proc/${pid}/stat`)?.[2] === String(pgid))

export function groupCpuTime(pgid: number): CpuTime | null {
  if (!fs.existsSync(`/proc/${pgid}/stat`)) return null
  let mainThreadMs = 0
  let allMs = 0
  for (const pid of groupPids(pgid)) {
    const all = statFields(`/proc/${pid}/stat`)
    const main = statFields(`/proc/${pid}/task/${pid}/stat`)
    if (all) allMs += cpuMs(all)
    if (main) mainThreadMs += cpuMs(main)
  }
  return { mainThreadMs, allMs }
}

/** CPU per request between two readings, or undefined when either is missing or nothing was answered. */
export function cpuPerRequest(before: CpuTime | null, after: CpuTime | null, requests: number): CpuTime | undefined {
  if (!before || !after || requests <= 0) return undefined
  return {
    mainThreadMs: (after.mainThreadMs - before.mainThreadMs) / requests,
    allMs: (after.allMs - before.allMs) / requests,
  }
}
