/**
 * Redis for the cluster's shared Next cache and rate limits: Debian's redis-server (installed when missing and
 * root), 127.0.0.1 only, no persistence (a cache), keyspace events on (the Redis cache handler listens to them).
 */
import fs from 'node:fs'
import path from 'node:path'

import { ensureDebianPackage, fileExists } from './debianPackage'
import { spawnListening } from './listening'

const REDIS_SERVER = '/usr/bin/redis-server'

export type RedisServer = { url: string; pid: number; stop: () => Promise<void> }

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
  const { pid, stop } = await spawnListening(REDIS_SERVER, args, options.port, 'ignore')
  return { url: `redis://127.0.0.1:${options.port}`, pid, stop }
}
