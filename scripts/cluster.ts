/**
 * `npm run cluster [-- --instances N] [--port P]`: the scale-out stack on this machine (issue 14) —
 * PostgreSQL and Redis from Debian (installed when missing and root), a freshly seeded database, one production
 * build (.next-cluster), N `next start` instances on it (default 2), the one job runner (`npm run worker`) and
 * nginx in front on 127.0.0.1:P (default 3000), round-robin with a 1 s micro-cache. Everything it writes is under
 * tmp/cluster/ (thrown away on the next start).
 *
 * Ctrl-C, SIGTERM or a closed terminal stop everything it started, each child in its own process group and
 * waited for (SIGKILL after 5 s); anything a run killed outright left behind is stopped by the next start
 * (processLedger.ts). It runs as one Node process (`node --import tsx`, not the tsx command, whose signal relay
 * SIGKILLs a script that does not acknowledge Ctrl-C within 30 ms — on a loaded machine, one mid-shutdown).
 * --dir, --dist-dir, --postgres-port and --books exist for the cluster step of `npm test`, which interrupts a
 * cluster on its own build.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { z } from 'zod'

import { type Cluster, startCluster, stopEverything } from './lib/cluster'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '3000' },
    dir: { type: 'string', default: 'tmp/cluster' },
    'dist-dir': { type: 'string', default: '.next-cluster' },
    'postgres-port': { type: 'string', default: '5544' },
    books: { type: 'string' },
  },
})
const port = z.coerce.number().int().min(1).max(65535)
const options = z
  .object({
    instances: z.coerce.number().int().min(1).max(16),
    port,
    dir: z.string().min(1),
    'dist-dir': z.string().regex(/^\.next[\w-]*$/),
    'postgres-port': port,
    books: z.coerce.number().int().min(0).optional(),
  })
  .parse(values)

let cluster: Cluster | undefined
let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  console.log('\n▸ Stopping the cluster…')
  // Also what has started so far when Ctrl-C comes while the cluster is starting.
  await stopEverything()
  console.log('▸ Stopped.')
  process.exit(code)
}
// A second Ctrl-C while stopping changes nothing: the first one's shutdown is already bounded.
process.on('SIGINT', () => void shutdown(130))
process.on('SIGTERM', () => void shutdown(143))
process.on('SIGHUP', () => void shutdown(129))

try {
  cluster = await startCluster({
    dir: options.dir,
    distDir: options['dist-dir'],
    postgresPort: options['postgres-port'],
    instances: options.instances,
    port: options.port,
    seedArgs: options.books === undefined ? undefined : ['--books', String(options.books)],
  })
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
