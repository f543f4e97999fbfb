/**
 * Generates a migration for BOTH adapters from the current schema:
 *   npm run migrate:create -- <name>
 * Each adapter runs in its own process because the adapter is chosen when the config loads.
 * No database is needed: drizzle-kit diffs the schema against the last committed snapshot.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { bootPayload } from './lib/payload'

const TARGETS = {
  sqlite: 'file:./tmp/migrate-create.db',
  postgres: 'postgres://unused:unused@127.0.0.1:1/unused',
} as const

async function createFor(name: string) {
  const payload = await bootPayload({ connect: false })
  await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
  process.exit(0)
}

const [kind, name] = [process.env.MIGRATE_CREATE_KIND, process.argv[2] || 'schema']
if (kind) {
  await createFor(name)
} else {
  for (const [target, url] of Object.entries(TARGETS)) {
    console.log(`\n== ${target} ==`)
    const result = spawnSync(process.execPath, [...process.execArgv, path.resolve(import.meta.filename), name], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, MIGRATE_CREATE_KIND: target, NODE_ENV: 'production', DB_PUSH: 'false' },
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}
