/**
 * A throwaway Redis for integration tests: Debian's /usr/bin/redis-server (apt-get installed when missing and
 * we are root), on 127.0.0.1 and a free port, nothing persisted (no RDB, no AOF, a temporary folder).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { freePort } from '../../scripts/lib/productionServer'
import { stopProcessGroup } from '../../scripts/lib/run'

const REDIS_SERVER = '/usr/bin/redis-server'

function ensureRedisServer() {
  if (fs.existsSync(REDIS_SERVER)) return
  if (process.getuid?.() !== 0) throw new Error('redis-server is missing; install it: sudo apt-get install -y redis-server')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'redis-server']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

export type TestRedis = { url: string; stop: () => Promise<void> }

export async function startTestRedis(): Promise<TestRedis> {
  ensureRedisServer()
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-test-redis-'))
  const child = spawn(
    REDIS_SERVER,
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore', detached: true },
  )
  const url = `redis://127.0.0.1:${port}`
  const stop = async () => {
    await stopProcessGroup(child)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const probe = createClient({ url, socket: { reconnectStrategy: false } })
  probe.on('error', () => undefined)
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect()
      await probe.ping()
      await probe.quit()
      return { url, stop }
    } catch (error) {
      if (attempt >= 50 || child.exitCode !== null) {
        await stop()
        throw new Error(`redis-server did not answer on ${url}: ${String(error)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
