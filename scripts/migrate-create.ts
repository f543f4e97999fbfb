/**
 * Generates a migration for BOTH adapters from the current schema:
 *   npm run migrate:create -- <name>
 *   npm run migrate:create -- --reset   (replace every migration with one "initial"; only before any deployment)
 * Each adapter runs in its own process because the adapter is chosen when the config loads.
 * No database is needed: drizzle-kit diffs the schema against the last committed snapshot.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
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

const reset = process.argv.includes('--reset')
const kind = process.env.MIGRATE_CREATE_KIND
const name = reset ? 'initial' : process.argv.slice(2).find((arg) => !arg.startsWith('--')) || 'schema'
if (reset && !kind) {
  const root = path.resolve(import.meta.dirname, '../src/migrations')
  for (const target of Object.keys(TARGETS)) {
    const dir = path.join(root, target)
    for (const file of fs.readdirSync(dir)) if (file !== 'index.ts') fs.rmSync(path.join(dir, file))
    fs.writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')
  }
}
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
