import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { runWorkAfterCommit } from './afterCommit'
import { postgresCatalogueIndexes, sqliteCatalogueIndexes } from './catalogueIndexes'
import { resolveDatabaseTarget } from './databaseUrl'
import { atomicJobClaims } from './jobClaims'
import { serialiseSqliteWrites } from './serialiseSqliteWrites'
import { assertWrittenFor } from './writtenFor'

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations')

/** Schema push is for local development only; everything else runs committed migrations. */
const pushEnabled = () =>
  process.env.DB_PUSH ? process.env.DB_PUSH === 'true' : process.env.NODE_ENV === 'development'

/**
 * The one place the database adapter is built, and the one entry point of the workarounds of Payload's
 * adapters and libsql (docs/upstream.md): it refuses to build on versions they were not written for
 * (writtenFor.ts). runWorkAfterCommit is not a workaround: it gives afterCommit() its commit notice.
 */
export function databaseAdapter() {
  const target = resolveDatabaseTarget(process.env.DATABASE_URL, process.env.NODE_ENV)
  if (target.kind === 'postgres') {
    assertWrittenFor(['payload'])
    return runWorkAfterCommit(
      atomicJobClaims(
        postgresAdapter({
          pool: { connectionString: target.url, max: Number(process.env.DATABASE_POOL_MAX || 10) },
          migrationDir: path.join(migrationsRoot, 'postgres'),
          prodMigrations: postgresMigrations,
          push: pushEnabled(),
          afterSchemaInit: [postgresCatalogueIndexes],
        }),
      ),
    )
  }
  assertWrittenFor(['payload', '@payloadcms/db-sqlite', '@libsql/client', 'libsql'])
  const file = target.url.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Job claims wrap the write queue: a claim made outside a transaction opens one, which queues like any other.
  return runWorkAfterCommit(
    atomicJobClaims(
      serialiseSqliteWrites(
        sqliteAdapter({
          client: { url: target.url },
          migrationDir: path.join(migrationsRoot, 'sqlite'),
          prodMigrations: sqliteMigrations,
          push: pushEnabled(),
          busyTimeout: 10_000,
          wal: true,
          // SQLite transactions are off unless configured; IMMEDIATE avoids lock upgrades failing under concurrent writes.
          transactionOptions: { behavior: 'immediate' },
          afterSchemaInit: [sqliteCatalogueIndexes],
        }),
      ),
    ),
  )
}
