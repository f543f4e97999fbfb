/**
 * Migrates the template database of an integration run (tests/setup/templateDatabase.ts): the committed
 * migrations, as createTestPayload applied them to each file's database before. Runs in its own process
 * because the adapter is chosen when the config loads.
 */
import type { Migration } from 'payload'

import { bootPayload } from '../../scripts/lib/payload'
import { prepareSearchIndex } from '../../src/lib/search/rebuild'

const postgres = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
const payload = await bootPayload()
try {
  const { migrations } = postgres
    ? await import('../../src/migrations/postgres')
    : await import('../../src/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as Migration[] })
  // PostgreSQL: the search index's schema is part of the database each file copies (created once, not per file).
  if (postgres) await prepareSearchIndex(payload)
  // SQLite: every page into the database file itself, which is what each test file copies.
  const { client } = payload.db as unknown as { client?: { execute: (sql: string) => Promise<unknown> } }
  if (!postgres) await client?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
} finally {
  await payload.destroy()
}
process.exit(0)
