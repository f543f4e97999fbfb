import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { recordProcess, stopLeftovers } from '../../../scripts/lib/cluster/processLedger'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const dirs: string[] = []
const started: number[] = []
afterEach(() => {
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(-pid, 'SIGKILL')
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A process group like the cluster's children: a shell that started a child of its own. */
function startGroup(): number {
  const child = spawn('sh', ['-c', 'sleep 60 & wait'], { detached: true, stdio: 'ignore' })
  child.unref()
  started.push(child.pid!)
  return child.pid!
}

describe('the cluster’s process ledger', () => {
  it('stops the process groups an interrupted run left behind, children included, and forgets them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'))
    dirs.push(dir)
    const first = startGroup()
    const second = startGroup()
    recordProcess(dir, first)
    recordProcess(dir, second)

    expect(await stopLeftovers(dir)).toBe(2)
    expect(alive(first)).toBe(false)
    expect(alive(second)).toBe(false)
    expect(() => process.kill(-first, 0)).toThrow()
    expect(await stopLeftovers(dir)).toBe(0)
  })

  it('leaves alone a pid that now belongs to another process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'))
    dirs.push(dir)
    const other = startGroup()
    fs.writeFileSync(path.join(dir, 'processes.json'), JSON.stringify([{ pid: other, startTime: '1' }]))

    expect(await stopLeftovers(dir)).toBe(0)
    expect(alive(other)).toBe(true)
  })
})
