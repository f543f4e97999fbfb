import type { Migration } from 'payload'

import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'
import { resolveDatabaseTarget } from '../../src/lib/db/databaseUrl'
import { prepareSearchIndex } from '../../src/lib/search/rebuild'
import { bootPayload } from './payload'

/**
 * Runs the committed migrations for the selected adapter, never a schema push, brings the search index's
 * layout up to date (rebuilt when it changed), and tells whether the database holds no users yet. One boot does both: Payload caches its instance per process and a second
 * boot after destroy() finds it torn down.
 */
export async function migrateDatabase(): Promise<{ isEmpty: boolean }> {
  process.env.DB_PUSH = 'false'
  const target = resolveDatabaseTarget(process.env.DATABASE_URL, process.env.NODE_ENV)
  const payload = await bootPayload()
  try {
    const migrations = target.kind === 'postgres' ? postgresMigrations : sqliteMigrations
    await payload.db.migrate({ migrations: migrations as Migration[] })
    // A search index of another layout version is dropped and rebuilt from the content: here, so that the wait
    // (seconds to minutes at 100,000 books) is not the first server's.
    const started = Date.now()
    if ((await prepareSearchIndex(payload)) === 'rebuilt')
      console.log(`Search index rebuilt for its current layout in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    return { isEmpty: totalDocs === 0 }
  } finally {
    await payload.destroy()
  }
}
