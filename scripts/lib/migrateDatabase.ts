import type { Migration } from 'payload'

import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'
import { resolveDatabaseTarget } from '../../src/lib/db/databaseUrl'
import { bootPayload } from './payload'

/** Runs the committed migrations for the selected adapter, never a schema push. */
export async function migrateDatabase(): Promise<void> {
  process.env.DB_PUSH = 'false'
  const target = resolveDatabaseTarget(process.env.DATABASE_URL, process.env.NODE_ENV)
  const payload = await bootPayload()
  try {
    const migrations = target.kind === 'postgres' ? postgresMigrations : sqliteMigrations
    await payload.db.migrate({ migrations: migrations as Migration[] })
  } finally {
    await payload.destroy()
  }
}
