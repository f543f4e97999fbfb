/**
 * Redis for the cluster's shared Next cache and rate limits: Debian's redis-server (installed when missing and
 * root), 127.0.0.1 only, no persistence (a cache), keyspace events on (the Redis cache handler listens to them).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { stopProcessGroup } from '../run'
import { ensureDebianPackage, fileExists } from './debianPackage'

const REDIS_SERVER = '/usr/bin/redis-server'

export type RedisServer = { url: string; stop: () => Promise<void> }

/** Resolves once something accepts connections on the port (rejects after `timeoutMs`). */
export async function waitForPort(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process meant to listen on ${port} exited`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs / 1000} s`)
}

export async function startRedis(options: { dir: string; port: number }): Promise<RedisServer> {
  await ensureDebianPackage('redis-server', fileExists(REDIS_SERVER))
  const dir = path.resolve(options.dir)
  fs.mkdirSync(dir, { recursive: true })
  const args = [
    '--bind', '127.0.0.1',
    '--port', String(options.port),
    '--dir', dir,
    '--save', '',
    '--appendonly', 'no',
    '--notify-keyspace-events', 'Exe',
    '--logfile', path.join(dir, 'redis.log'),
  ]
  const child = spawn(REDIS_SERVER, args, { stdio: 'ignore', detached: true })
  let exited = false
  child.on('exit', () => (exited = true))
  try {
    await waitForPort(options.port, 15_000, () => exited)
  } catch (error) {
    await stopProcessGroup(child)
    throw error
  }
  return { url: `redis://127.0.0.1:${options.port}`, stop: () => stopProcessGroup(child) }
}
