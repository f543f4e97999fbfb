/**
 * `npm run cluster [-- --instances N] [--port P]`: the scale-out stack on this machine (issue 14) —
 * PostgreSQL and Redis from Debian (installed when missing and root), a freshly seeded database, one production
 * build (.next-cluster), N `next start` instances on it (default 2), the one job runner (`npm run worker`) and
 * nginx in front on 127.0.0.1:P (default 3000), round-robin with a 1 s micro-cache. Ctrl-C stops everything.
 * Everything it writes is under tmp/cluster/ (thrown away on the next start).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { z } from 'zod'

import { type Cluster, startCluster, stopEverything } from './lib/cluster'

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '3000' } },
})
const options = z
  .object({ instances: z.coerce.number().int().min(1).max(16), port: z.coerce.number().int().min(1).max(65535) })
  .parse(values)

const DIR = 'tmp/cluster'
const POSTGRES_PORT = 5544

let cluster: Cluster | undefined
let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  console.log('\n▸ Stopping the cluster…')
  // Also what has started so far when Ctrl-C comes while the cluster is starting.
  await stopEverything()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(130))
process.on('SIGTERM', () => void shutdown(143))

try {
  cluster = await startCluster({ dir: DIR, distDir: '.next-cluster', postgresPort: POSTGRES_PORT, ...options })
} catch (error) {
  console.error(`✗ The cluster did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

const logins = cluster.instance.logins
console.log(`
  Site (balancer, round-robin, 1 s micro-cache)   ${cluster.url}
  Admin                                           ${cluster.url}/admin
${cluster.instances.map((app) => `  ${app.name.padEnd(48)}${app.url}`).join('\n')}
  Job runner                                      ${cluster.worker ? `npm run worker (pid ${cluster.worker.pid})` : 'none (no worker script)'}
  PostgreSQL                                      ${cluster.instance.env.DATABASE_URL}
  Redis                                           ${cluster.redisUrl}
  Logs                                            ${path.relative(process.cwd(), cluster.logDir)}/
${logins ? `
  Admin login          ${logins.admin.email} / ${logins.admin.password}
  Library account      ${logins.library.email} / ${logins.library.password}` : ''}

  Ctrl-C stops everything.`)

// A process that dies is reported (the balancer goes on with the others); the cluster stays up until Ctrl-C.
const reported = new Set<string>()
setInterval(() => {
  for (const app of [...cluster!.instances, ...(cluster!.worker ? [cluster!.worker] : [])])
    if (app.exited() && !stopping && !reported.has(app.name)) {
      reported.add(app.name)
      console.error(`✗ ${app.name} exited (see ${app.log})`)
    }
}, 2000)
