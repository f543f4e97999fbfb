// Targeted e2e run against a fresh instance built into .next-e2e (what npm test's e2e step does, for some specs).
import { spawnSync } from 'node:child_process'
import { ensureInstanceBuild, prepareInstance, startServer } from './scripts/lib/productionServer'
const instance = await prepareInstance({ dir: 'tmp/e2e-some', distDir: '.next-e2e', fresh: true })
await ensureInstanceBuild(instance)
const server = await startServer({ ...instance, env: { ...instance.env, TRUSTED_PROXIES: '127.0.0.1' } })
try {
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url, E2E_DATA_DIR: instance.dir, E2E_DATABASE_URL: instance.env.DATABASE_URL, E2E_NEXT_DIST_DIR: '.next-e2e' },
  })
  process.exitCode = result.status ?? 1
} finally {
  await server.stop()
}
