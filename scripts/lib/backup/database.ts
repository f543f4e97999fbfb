/**
 * The database side of backups (issue 31 item 3): a consistent copy taken while the site serves writes, the
 * counts and migrations of what was copied (read from the copy itself, or in the copy's own snapshot), and the
 * restore. SQLite: `VACUUM INTO` (a read transaction: the site's writers go on, in WAL mode). PostgreSQL:
 * `pg_dump -Fc` on a snapshot exported by a REPEATABLE READ transaction that counts in that same snapshot.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { collectionTables } from './plan'

const execFileAsync = promisify(execFile)

/** What a database holds: documents per collection table, and the names of the migrations applied to it. */
export type DatabaseFacts = { counts: Record<string, number>; migrations: string[] }

type Query = (sql: string) => Promise<Record<string, unknown>[]>

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Counts and migrations through `query`, given the columns of each table. */
async function factsOf(query: Query, columnsByTable: Record<string, string[]>): Promise<DatabaseFacts> {
  const counts: Record<string, number> = {}
  for (const table of collectionTables(columnsByTable)) {
    const [row] = await query(`SELECT count(*) AS n FROM ${quoted(table)}`)
    counts[table] = Number(row?.n ?? 0)
  }
  const migrations =
    'payload_migrations' in columnsByTable
      ? (await query('SELECT name FROM payload_migrations ORDER BY id'))
          .map((row) => String(row.name))
          .filter((name) => name !== 'dev')
      : []
  return { counts, migrations }
}

export const totalRows = (facts: DatabaseFacts) => Object.values(facts.counts).reduce((sum, n) => sum + n, 0)

/** The facts of a SQLite file; none for a file that does not exist. */
export async function sqliteFacts(file: string): Promise<DatabaseFacts> {
  if (!fs.existsSync(file)) return { counts: {}, migrations: [] }
  const client = createClient({ url: `file:${file}` })
  try {
    const query: Query = async (sql) => (await client.execute(sql)).rows as unknown as Record<string, unknown>[]
    const tables = await query(`SELECT name FROM sqlite_master WHERE type = 'table'`)
    const columnsByTable: Record<string, string[]> = {}
    for (const { name } of tables) {
      columnsByTable[String(name)] = (await query(`PRAGMA table_info(${quoted(String(name))})`)).map((column) =>
        String(column.name),
      )
    }
    return await factsOf(query, columnsByTable)
  } finally {
    client.close()
  }
}

/** A consistent copy of a SQLite file that may be written meanwhile (SQLite's `VACUUM INTO`). */
export async function copySqlite(file: string, destination: string): Promise<void> {
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute(`VACUUM INTO '${destination.replace(/'/g, "''")}'`)
  } finally {
    client.close()
  }
}

/**
 * Puts a copy in place of a SQLite file: the copy is moved in whole (a rename), and the old file's WAL and shared
 * memory go first, or SQLite would replay the old file's last writes into the restored one.
 */
export function replaceSqlite(copy: string, file: string): void {
  const incoming = `${file}.restoring`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.copyFileSync(copy, incoming)
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  fs.renameSync(incoming, file)
}

async function postgresColumns(query: Query): Promise<Record<string, string[]>> {
  const rows = await query(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  )
  const columnsByTable: Record<string, string[]> = {}
  for (const row of rows) (columnsByTable[String(row.table_name)] ??= []).push(String(row.column_name))
  return columnsByTable
}

const clientQuery =
  (client: pg.Client): Query =>
  async (sql) =>
    (await client.query(sql)).rows as Record<string, unknown>[]

/** The facts of a PostgreSQL database (its public schema). */
export async function postgresFacts(url: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const query = clientQuery(client)
    return await factsOf(query, await postgresColumns(query))
  } finally {
    await client.end()
  }
}

/** pg_dump and pg_restore are Debian's postgresql-client (docs/deployment.md). */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await execFileAsync(tool, args, { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string }
    if (code === 'ENOENT')
      throw new Error(`${tool} is missing: install PostgreSQL's client tools (apt-get install postgresql-client)`)
    throw new Error(`${tool} failed: ${stderr?.trim() || String(error)}`)
  }
}

/**
 * `pg_dump -Fc` of the database into `destination`, with the facts of exactly what it dumped: a REPEATABLE READ
 * transaction exports its snapshot, counts in it, and pg_dump dumps that snapshot while the transaction stays open.
 */
export async function dumpPostgres(url: string, destination: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    const query = clientQuery(client)
    const facts = await factsOf(query, await postgresColumns(query))
    await pgTool('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${destination}`,
      `--dbname=${url}`,
    ])
    await client.query('COMMIT')
    return facts
  } finally {
    await client.end()
  }
}

/**
 * Restores a `pg_dump -Fc` archive into the database: its schemas (public, and the search index's) are dropped first
 * (the refusal rule has allowed replacing what is there), then pg_restore recreates everything, owned by the
 * connecting role.
 */
export async function restorePostgres(dump: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
    )
    for (const { name } of rows) await client.query(`DROP SCHEMA ${quoted(name)} CASCADE`)
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
  await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, dump])
}
