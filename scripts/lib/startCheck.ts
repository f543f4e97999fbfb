/**
 * The README's first command, checked as a newcomer would use it: `npm start` on an empty data folder must
 * migrate, seed, build, print an admin login that works and serve the site; a second `npm start` on the same
 * folder must neither seed again nor rebuild, and once warmed its whole process tree must fit issue 31's memory
 * budget. Used by `npm test` (step "start").
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { groupProcesses, totalMb } from './processTree'
import { freePort } from './productionServer'
import { stopProcessGroup } from './run'

const DIR = path.resolve('tmp/start-check')
const DIST = '.next-start'

/** What the check leaves behind (a seeded database and its build), which the browser tests then use. */
export const START_CHECK_INSTANCE = { dir: DIR, distDir: DIST }
const READY_TIMEOUT_MS = 15 * 60_000
/** Issue 31's budget for a 1 GB server: npm start's whole process tree, warmed by visitors and staff. */
const MEMORY_BUDGET_MB = 450
/** What warms the server before its memory is read: public pages, a search, the admin's login, bounded. */
const WARM_PATHS = ['/', '/library-program', '/press', '/search?search=color', '/news', '/library-program/map', '/admin/login']
const WARM_ROUNDS = 5

type StartRun = { output: string; url: string; pgid: number; stop: () => Promise<void> }

/** Runs `npm start` and resolves once the site answers on its port. */
async function npmStart(): Promise<StartRun> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      // As from a shell: package.json gives the server its Node options (the test runner's would be added to them).
      NODE_OPTIONS: '',
      DATA_DIR: DIR,
      DATABASE_URL: `file:${path.join(DIR, 'art.db')}`,
      MEDIA_DIR: path.join(DIR, 'media'),
      NEXT_DIST_DIR: DIST,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  let output = ''
  let exited = false
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stdout.write(chunk)
  })
  child.on('exit', () => (exited = true))
  const stop = () => stopProcessGroup(child)

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exited) throw new Error('npm start exited before serving')
    if (output.includes('Serving on')) {
      const response = await fetch(url).catch(() => null)
      if (response?.ok) return { output, url, pgid: child.pid!, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  await stop()
  throw new Error('npm start did not serve the home page in time')
}

const loginFrom = (output: string) => {
  const match = /Admin login[^\n]*\n\s*email:\s*(\S+)\n\s*password:\s*(\S+)/.exec(output)
  if (!match) throw new Error('npm start printed no admin login')
  return { email: match[1]!, password: match[2]! }
}

export async function checkNpmStart(): Promise<{ ok: boolean; note: string }> {
  fs.rmSync(DIR, { recursive: true, force: true })
  const failures: string[] = []
  const expect = (condition: boolean, failure: string) => condition || failures.push(failure)

  let memory = 'not measured'
  const first = await npmStart()
  try {
    expect(first.output.includes('Empty database: seeding'), 'the first start did not seed the empty database')
    const login = loginFrom(first.output)
    const response = await fetch(`${first.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    })
    expect(response.status === 200, `the printed admin login was refused (${response.status})`)
    const admin = await fetch(`${first.url}/admin/login`)
    expect(admin.status === 200, `/admin/login answered ${admin.status}`)
  } finally {
    await first.stop()
  }

  const second = await npmStart()
  try {
    expect(!second.output.includes('Empty database'), 'the second start seeded again')
    expect(second.output.includes('Production build is up to date'), 'the second start built again')
    expect(loginFrom(second.output).email === loginFrom(first.output).email, 'the second start printed another login')
    for (let round = 0; round < WARM_ROUNDS; round++)
      for (const path of WARM_PATHS) await fetch(`${second.url}${path}`).then((response) => response.arrayBuffer())
    const processes = groupProcesses(second.pgid)
    memory = `${totalMb(processes).toFixed(0)} MB (${processes.map((p) => `${p.command.split(' ')[0]!.split('/').at(-1)} ${p.rssMb.toFixed(0)}`).join(', ')})`
    expect(totalMb(processes) <= MEMORY_BUDGET_MB, `npm start's process tree holds ${memory}, over ${MEMORY_BUDGET_MB} MB`)
  } finally {
    await second.stop()
  }
  for (const failure of failures) console.error(`✗ npm start: ${failure}`)
  return {
    ok: failures.length === 0,
    note: failures.length ? failures.join('; ') : `fresh start and restart; warmed, the tree holds ${memory}`,
  }
}
