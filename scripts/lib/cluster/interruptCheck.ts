/**
 * The cluster step's Ctrl-C check (issue 35): `npm run cluster` on the cluster tests' build and PostgreSQL port
 * (so nothing is built again), started in a process group of its own as a terminal starts a foreground job, then
 * SIGINT to that whole group, which is what Ctrl-C sends. Afterwards no process it started may be left and every
 * port it printed must be free.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { freePort } from '../productionServer'
import { processState } from './processLedger'

const DIR = 'tmp/cluster-interrupt'
const READY_LINE = 'Ctrl-C stops everything.'
const START_BOUND_MS = 15 * 60_000
const STOP_BOUND_MS = 60_000
const EXIT_GRACE_MS = 15_000

/**
 * Running, not merely unreaped: PostgreSQL's postmaster is re-parented to PID 1 when pg_ctl exits, and a
 * container's PID 1 may never reap it, leaving a zombie that holds neither memory nor ports.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  return pid < 0 || processState(pid) !== 'Z'
}

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+/g, ' ').trim().slice(0, 120)
  } catch {
    return '?'
  }
}

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

/** The pids the cluster recorded (processLedger.ts) and PostgreSQL's postmaster. */
function clusterPids(dir: string): number[] {
  const ledger = path.join(dir, 'processes.json')
  const postmaster = path.join(dir, 'postgres/postmaster.pid')
  const recorded = fs.existsSync(ledger) ? (JSON.parse(fs.readFileSync(ledger, 'utf8')) as { pid: number }[]) : []
  const postgres = fs.existsSync(postmaster) ? [Number(fs.readFileSync(postmaster, 'utf8').split('\n')[0])] : []
  return [...recorded.map((entry) => entry.pid), ...postgres].filter((pid) => Number.isInteger(pid) && pid > 0)
}

export async function interruptLeavesNothing(options: { distDir: string; postgresPort: number; books: number }): Promise<{ ok: boolean; note: string }> {
  const port = await freePort()
  const args = ['run', '--silent', 'cluster', '--', '--dir', DIR, '--dist-dir', options.distDir]
  args.push('--postgres-port', String(options.postgresPort), '--books', String(options.books), '--port', String(port))
  const child = spawn('npm', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const started = Date.now()
  while (!output.includes(READY_LINE) && child.exitCode === null && Date.now() - started < START_BOUND_MS)
    await new Promise((resolve) => setTimeout(resolve, 250))
  const cameUp = output.includes(READY_LINE)
  const pids = clusterPids(path.resolve(DIR))
  const ports = [...new Set([...output.matchAll(/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1])))]

  // Ctrl-C also when it did not come up in time: stopping mid-start must leave nothing either.
  const interrupted = Date.now()
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT')
  const stoppedInTime = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_BOUND_MS)),
  ])
  // A process in its last moments of exiting is not left behind: a few seconds' grace before counting.
  const graceUntil = Date.now() + EXIT_GRACE_MS
  while (pids.some(alive) && Date.now() < graceUntil) await new Promise((resolve) => setTimeout(resolve, 200))
  const seconds = ((Date.now() - interrupted) / 1000).toFixed(1)
  const left = pids.filter(alive)
  const leftDescribed = left.map((pid) => `${pid} (${commandLine(pid)}, state ${processState(pid)})`)
  const taken: number[] = []
  for (const one of ports) if (await portTaken(one)) taken.push(one)
  const groupLeft = alive(-child.pid!) ? [child.pid!] : []
  // Whatever failed, nothing of this check may outlive it.
  for (const pid of [...left, ...groupLeft]) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      process.kill(pid, 'SIGKILL')
    }
  }

  const problems = [
    cameUp ? '' : `npm run cluster did not come up:\n${output.slice(-2000)}\n`,
    stoppedInTime ? '' : `npm run cluster still running ${STOP_BOUND_MS / 1000} s after Ctrl-C`,
    pids.length < 4 ? `only ${pids.length} processes recorded (expected PostgreSQL, Redis, instances, nginx)` : '',
    left.length ? `processes left: ${leftDescribed.join(', ')}` : '',
    taken.length ? `ports still taken: ${taken.join(', ')}` : '',
  ].filter(Boolean)
  return problems.length
    ? { ok: false, note: `Ctrl-C check: ${problems.join('; ')}` }
    : { ok: true, note: `Ctrl-C stopped ${pids.length} processes and freed ${ports.length} ports in ${seconds} s` }
}
