/**
 * Boots Payload for an integration test on a throwaway database with the committed migrations applied: a
 * copy of the run's template database (tests/setup/templateDatabase.ts migrates it once).
 *
 *   const t = await createTestPayload()      // in beforeAll
 *   … t.payload.find(…)
 *   await t.cleanup()                          // in afterAll
 *
 * SQLite by default (a file under tmp/test-db/); when TEST_DATABASE_URL is a postgres:// URL, a fresh,
 * uniquely named database on that server, dropped by cleanup(). Payload evaluates its config once per
 * process, so call this once per test file (Vitest runs each integration file in its own process).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Migration, Payload } from 'payload'
import { inject } from 'vitest'

import { settleAfterCommitWork } from '../../src/lib/db/afterCommit'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type TestPayload = {
  payload: Payload
  kind: 'sqlite' | 'postgres'
  /** The DATABASE_URL this instance uses. */
  databaseUrl: string
  cleanup: () => Promise<void>
}

let booted = false

const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url)

/**
 * Creates a uniquely named copy of the template database on the server of `serverUrl`; returns its URL and a
 * function dropping it. Copies made at once from one template can meet PostgreSQL's 'source database is being
 * accessed by other users' while another copy is under way: such a copy is tried again.
 */
async function createPostgresDatabase(serverUrl: string, name: string, template?: string) {
  const { default: pg } = await import('pg')
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await run(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
      break
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

type Pool = { end: () => Promise<void>; idleCount: number; on: (event: 'error', listener: () => void) => void }

/**
 * payload.destroy() leaves the database connections open (Postgres pool, libsql client); close them too.
 * The pool's end() closes its idle connections at once but resolves only when every connection is back, and
 * Payload's adapter keeps one checked out for the process's life (db-postgres connect()): so the idle ones are
 * awaited, not end(). Dropping the database afterwards ends the one left, and the pool must not treat that
 * as an uncaught error.
 */
async function shutdown(payload: Payload) {
  const { pool, client } = payload.db as unknown as { pool?: Pool; client?: { close: () => void } }
  // An order's email, started after its commit and not awaited by the test, must not lose its connection
  // mid-transaction when the database is dropped (an uncaught 'terminating connection' error in Vitest).
  await settleAfterCommitWork(payload, 10_000)
  await payload.destroy()
  pool?.on('error', () => {})
  if (pool) {
    pool.end().catch(() => undefined)
    for (const deadline = Date.now() + 3000; pool.idleCount > 0 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 10))
  }
  client?.close()
}

/** The run's template database, when running under Vitest's integration projects. */
function providedTemplate() {
  try {
    return inject('templateDatabase')
  } catch {
    return undefined
  }
}

export async function createTestPayload(): Promise<TestPayload> {
  if (booted) throw new Error('createTestPayload() runs once per test file: Payload keeps one config per process.')
  booted = true

  const id = `${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`
  // Secrets, seed logins and uploads of this run stay out of data/.
  const dataDir = path.join(ROOT, 'tmp/test-data', id)
  fs.mkdirSync(dataDir, { recursive: true })
  process.env.DATA_DIR = dataDir
  process.env.MEDIA_DIR = path.join(dataDir, 'media')
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  process.env.DB_PUSH = 'false'
  Object.assign(process.env, { NODE_ENV: 'test' })

  let dropDatabase = async () => {}
  let sqliteFile: string | undefined
  const testServer = process.env.TEST_DATABASE_URL
  // Under Vitest, migrated once per run by tests/setup/templateDatabase.ts: this file's database starts as its
  // copy. A script (the bench) migrates its own.
  const template = providedTemplate()
  if (isPostgresUrl(testServer)) {
    if (template && template.kind !== 'postgres')
      throw new Error('The template database is not PostgreSQL: TEST_DATABASE_URL changed mid-run')
    const created = await createPostgresDatabase(testServer, `art_test_${id}`, template?.name)
    process.env.DATABASE_URL = created.url
    dropDatabase = created.drop
  } else {
    if (template && template.kind !== 'sqlite')
      throw new Error('The template database is not SQLite: TEST_DATABASE_URL changed mid-run')
    sqliteFile = path.join(ROOT, 'tmp/test-db', `${id}.db`)
    fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
    if (template) fs.copyFileSync(template.file, sqliteFile)
    process.env.DATABASE_URL = `file:${sqliteFile}`
  }
  const kind = sqliteFile ? 'sqlite' : 'postgres'

  // The config reads DATABASE_URL when it is evaluated, so it is imported only now.
  const { default: config } = await import('../../src/payload.config')
  const { getPayload } = await import('payload')
  if (!template) {
    const { migrations } =
      kind === 'postgres' ? await import('../../src/migrations/postgres') : await import('../../src/migrations/sqlite')
    // A separate instance that skips onInit (onInit may expect the schema to exist).
    const migrator = await getPayload({ config, key: `migrate-${id}`, disableOnInit: true })
    await migrator.db.migrate({ migrations: migrations as Migration[] })
    await shutdown(migrator)
  }

  // The default key, so application code calling getPayload({ config }) gets this same instance.
  const payload = await getPayload({ config })

  return {
    payload,
    kind,
    databaseUrl: process.env.DATABASE_URL,
    cleanup: async () => {
      await shutdown(payload)
      await dropDatabase()
      if (sqliteFile) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true })
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
