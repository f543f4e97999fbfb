import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'

import { PostgresSearchEngine } from '@/lib/search/postgres'
import { engineContract } from '../../unit/search/engineContract'

const serverUrl = process.env.TEST_DATABASE_URL
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)
const name = `art_search_engine_${Date.now().toString(36)}`

async function admin(sql: string) {
  const url = new URL(serverUrl!)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

describe.runIf(isPostgres)('PostgreSQL full-text search engine', () => {
  let pool: pg.Pool
  let engine: PostgresSearchEngine
  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
    engine = new PostgresSearchEngine(pool)
    // Twice, concurrently: creating the schema must be idempotent and race-free.
    await Promise.all([engine.ensure(), new PostgresSearchEngine(pool).ensure()])
  })
  afterAll(async () => {
    await pool?.end()
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })
  engineContract(() => engine)
})
