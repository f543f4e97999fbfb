/**
 * The committed migrations build, on an empty database, exactly the schema the config describes:
 * SQLite always, Postgres when TEST_DATABASE_URL is set. A schema change without a regenerated
 * migration fails here (drizzle would still want to change the database), as does a migration
 * that cannot hold a document of some collection or global.
 */
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { allCollectionSlugs, allGlobalSlugs, createSample, globalFixtureFor } from '../../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload

/**
 * drizzle-kit misreads two things it pulls back from Postgres, so its push always "changes" them:
 * numeric defaults (0 vs '0'::numeric) and constraint names longer than Postgres' 63-character limit
 * (stored truncated). Neither is a missing migration.
 */
const isPostgresIntrospectionNoise = (sql: string) =>
  /ALTER COLUMN "[^"]+" SET DEFAULT \d+;?$/.test(sql) || /(DROP|ADD) CONSTRAINT "[^"]{63,}"/.test(sql)

beforeAll(async () => {
  t = await createTestPayload()
})
afterAll(async () => {
  await t?.cleanup()
})

describe(`migrations on an empty ${process.env.TEST_DATABASE_URL ? 'Postgres' : 'SQLite'} database`, () => {
  it('leave nothing for a schema push to change', async () => {
    const db = t.payload.db as unknown as {
      requireDrizzleKit: () => {
        pushSchema: (...args: unknown[]) => Promise<{ statementsToExecute?: string[] }>
      }
      schema: unknown
      drizzle: unknown
      schemaName?: string
      tables: Record<string, unknown>
    }
    const { pushSchema } = db.requireDrizzleKit()
    const { statementsToExecute = [] } = await pushSchema(
      db.schema,
      db.drizzle,
      db.schemaName ? [db.schemaName] : undefined,
    )
    // Objects made from code (FTS tables, triggers) are not in the drizzle schema; only changes to
    // Payload's own tables mean a migration is missing.
    const payloadTables = Object.keys(db.tables)
    const drift = statementsToExecute
      .map((sql) => sql.trim())
      .filter(
        (sql) =>
          !/^DROP\b/i.test(sql) ||
          payloadTables.some((table) => sql.includes(`"${table}"`) || sql.includes(`\`${table}\``)),
      )
      .filter((sql) => !(t.kind === 'postgres' && isPostgresIntrospectionNoise(sql)))
    expect(drift, 'run `npm run migrate:create -- <name>` and commit the migration').toEqual([])
  })

  it('records the applied migrations', async () => {
    const { docs } = await t.payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    expect(docs.length).toBeGreaterThan(0)
  })

  it('store and read back a document of every collection', async () => {
    const failures: string[] = []
    for (const slug of allCollectionSlugs(t.payload)) {
      try {
        const created = await createSample(t.payload, slug as CollectionSlug)
        const read = await t.payload.findByID({ collection: slug, id: created.id, overrideAccess: true, depth: 0 })
        expect(read.id).toEqual(created.id)
      } catch (error) {
        failures.push(`${slug}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('store and read back every global', async () => {
    const failures: string[] = []
    for (const slug of allGlobalSlugs(t.payload)) {
      try {
        const data = { ...globalFixtureFor(slug), _status: 'published' }
        await t.payload.updateGlobal({ slug, data: data as never, overrideAccess: true })
        const read = (await t.payload.findGlobal({ slug, overrideAccess: true, depth: 0 })) as unknown as Record<
          string,
          unknown
        >
        for (const [key, value] of Object.entries(globalFixtureFor(slug))) {
          if (typeof value !== 'object') expect(read[key], `${slug}.${key}`).toEqual(value)
        }
      } catch (error) {
        failures.push(`${slug}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
  })
})
