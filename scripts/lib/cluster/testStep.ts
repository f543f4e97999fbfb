/**
 * `npm test` step "cluster": starts a cluster (three instances, the third for the graceful-stop test; Redis,
 * PostgreSQL, the job runner, nginx on free ports, under tmp/cluster-test) and runs the cluster tests (vitest.cluster.config.ts) against it.
 * It needs a build of its own (.next-cluster-test): the Redis cache handler is chosen when building, so the e2e
 * step's single-instance build cannot serve it. A smaller catalogue (40 Library Program books) keeps the seed short.
 * Then `npm run cluster` on the same build is interrupted with Ctrl-C (interruptCheck.ts): it counts as one test.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '../productionServer'
import { npmBin } from '../run'
import { startCluster } from '.'
import { interruptLeavesNothing } from './interruptCheck'

const DIST = '.next-cluster-test'
const POSTGRES_PORT = 5545
const BOOKS = 40

export async function clusterTests(resultsDir: string): Promise<{ ok: boolean; counts?: { passed: number; failed: number }; note: string }> {
  const cluster = await startCluster({
    dir: 'tmp/cluster-test',
    distDir: DIST,
    seedArgs: ['--books', String(BOOKS)],
    instances: 3,
    port: await freePort(),
    postgresPort: POSTGRES_PORT,
    // Every request through the balancer comes from 127.0.0.1: per-IP limits raised so the load test is not
    // refused; the per-email login limit stays as it is, for the rate-limit test.
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', CART_RATE_LIMIT_PER_MINUTE: '100000' },
  })
  const report = path.join(resultsDir, 'cluster.json')
  fs.rmSync(report, { force: true })
  let result: { ok: boolean; counts?: { passed: number; failed: number }; note: string }
  try {
    const logins = cluster.instance.logins
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        npmBin('vitest'),
        ['run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        {
          stdio: 'inherit',
          env: {
            ...process.env,
            CLUSTER_URL: cluster.url,
            CLUSTER_INSTANCE_URLS: cluster.instances.map((app) => app.url).join(','),
            CLUSTER_INSTANCE_PIDS: cluster.instances.map((app) => app.pid).join(','),
            CLUSTER_DATABASE_URL: cluster.instance.env.DATABASE_URL,
            CLUSTER_ADMIN_EMAIL: logins?.admin.email ?? '',
            CLUSTER_ADMIN_PASSWORD: logins?.admin.password ?? '',
          },
        },
      )
      child.on('error', () => resolve(1))
      child.on('exit', (exitCode) => resolve(exitCode ?? 1))
    })
    const json = fs.existsSync(report)
      ? (JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number })
      : undefined
    result = {
      ok: code === 0,
      counts: json && { passed: json.numPassedTests, failed: json.numFailedTests },
      note: `logs in ${path.relative(process.cwd(), cluster.logDir)}`,
    }
  } finally {
    await cluster.stop()
  }
  const interrupt = await interruptLeavesNothing({ distDir: DIST, postgresPort: POSTGRES_PORT, books: BOOKS })
  console.log(`${interrupt.ok ? '✓' : '✗'} ${interrupt.note}`)
  const counts = result.counts ?? { passed: 0, failed: 0 }
  return {
    ok: result.ok && interrupt.ok,
    counts: { passed: counts.passed + Number(interrupt.ok), failed: counts.failed + Number(!interrupt.ok) },
    note: `${result.note}; ${interrupt.note}`,
  }
}
