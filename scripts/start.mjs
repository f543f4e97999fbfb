// @ts-check
/**
 * `npm start` (README): migrate, seed an empty database, build if needed, print the logins, serve on :3000.
 *
 * The preparation runs in a child process that exits (scripts/prepare.ts, with Payload loaded); then this process
 * becomes the production server itself (server/index.mjs), so nothing but the server stays in memory: Node has no
 * exec(), and a supervisor waiting on the server would cost a process of its own (issue 31 item 5, README
 * "On a small server"). package.json starts this file with the server's Node options (SMALL_SERVER_NODE_OPTIONS in
 * scripts/lib/serverNodeOptions.ts; a unit test keeps them equal).
 */
import { spawnSync } from 'node:child_process'

/** Next's cache bound (MB) under `npm start` when CACHE_MAX_MEMORY_MB is unset (the servers' default is 256). */
const SMALL_SERVER_CACHE_MB = 64

/** The scripts' Node options (package.json): Lexical's plain builds, no `__proto__` accessor. */
const SCRIPT_NODE_OPTIONS = '--no-deprecation --disable-proto=delete --conditions=production'

const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: SCRIPT_NODE_OPTIONS },
})
if (prepared.status !== 0) process.exit(prepared.status ?? 1)

const port = process.env.PORT || '3000'
const host = process.env.HOST || '127.0.0.1'
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: port, HOST: host })
// Next's cache lives in the V8 heap, which package.json bounds for the small server: the cache must stay well
// inside it (README "On a small server"). Set CACHE_MAX_MEMORY_MB, and a larger heap, on a larger machine.
process.env.CACHE_MAX_MEMORY_MB ||= String(SMALL_SERVER_CACHE_MB)
console.log(`▸ Serving on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
await import('../server/index.mjs')
