/**
 * The catalogue queries (src/lib/catalogue/catalogueSql.ts) as the bench and the plan test see them: run
 * straight on a SQLite file or a Postgres database, their query plans, and whether a plan reads all of
 * books or books_rels (a full scan: what item 8 of the catalogue issue forbids).
 */
import { createClient, type InValue } from '@libsql/client'
import pg from 'pg'

import { type CatalogueQuery, catalogueSql } from '../../src/lib/catalogue/catalogueSql'

export type SqlArgs = (string | number | boolean)[]

/** One database connection with ? placeholders on both adapters. */
export type SqlRunner = {
  kind: 'sqlite' | 'postgres'
  rows<T = Record<string, unknown>>(sql: string, args?: SqlArgs): Promise<T[]>
  close(): Promise<void>
}

const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** A pool, or one client of it (for settings that hold per connection, such as enable_seqscan). */
type PostgresQueryable = { query: (sql: string, args: unknown[]) => Promise<{ rows: unknown[] }> }

export function postgresRunner(db: PostgresQueryable, close: () => Promise<void>): SqlRunner {
  return {
    kind: 'postgres',
    rows: async <T>(sql: string, args: SqlArgs = []) => (await db.query(numbered(sql), args)).rows as T[],
    close,
  }
}

type LibsqlClient = ReturnType<typeof createClient>

export function sqliteRunner(client: LibsqlClient, close = async () => client.close()): SqlRunner {
  return {
    kind: 'sqlite',
    rows: async <T>(sql: string, args: SqlArgs = []) =>
      (await client.execute({ sql, args: args.map((a) => (typeof a === 'boolean' ? Number(a) : a)) as InValue[] }))
        .rows as unknown as T[],
    close,
  }
}

/** A runner on DATABASE_URL-style `url` (file: or postgres://). */
export function openRunner(url: string): SqlRunner {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 2 })
    return postgresRunner(pool, () => pool.end())
  }
  return sqliteRunner(createClient({ url }))
}

/** The plan of one statement: SQLite's EXPLAIN QUERY PLAN as an indented tree, Postgres's EXPLAIN [ANALYZE] text. */
export async function explain(db: SqlRunner, sql: string, args: SqlArgs, options: { analyze?: boolean } = {}) {
  if (db.kind === 'postgres') {
    const rows = await db.rows<{ 'QUERY PLAN': string }>(`EXPLAIN ${options.analyze ? '(ANALYZE, BUFFERS) ' : ''}${sql}`, args)
    return rows.map((r) => r['QUERY PLAN'])
  }
  const rows = await db.rows<{ id: number; parent: number; detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, args)
  const depth = new Map<number, number>([[0, -1]])
  return rows.map((r) => {
    const d = (depth.get(Number(r.parent)) ?? -1) + 1
    depth.set(Number(r.id), d)
    return `${'  '.repeat(d)}${r.detail}`
  })
}

/** Plan lines that read a whole table of books or their tag relations. The aliases are catalogueSql's. */
export function fullScans(kind: SqlRunner['kind'], plan: string[]): string[] {
  const pattern =
    kind === 'postgres'
      ? /Seq Scan on (books|books_rels)\b/
      : // SQLite names the alias (b, r) or the table; "SCAN m" is the already-filtered set of tagged books.
        /^\s*SCAN (b|r|books|books_rels)\b/
  return plan.filter((line) => pattern.test(line))
}

export type TagPick = { id: number; slug: string; title: string; books: number }

/** The most used tags of a group in this database (so bench URLs and plans use tags that really exist). */
export async function popularTags(db: SqlRunner, group: string, limit = 1): Promise<TagPick[]> {
  const rows = await db.rows<{ id: number; slug: string; title: string; books: number | string }>(
    `SELECT t.id, t.slug, t.title, count(*) AS books FROM books_rels r JOIN tags t ON t.id = r.tags_id
     WHERE t."group" = ? GROUP BY t.id, t.slug, t.title ORDER BY count(*) DESC, t.id LIMIT ?`,
    [group, limit],
  )
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, title: r.title, books: Number(r.books) }))
}

export type CatalogueCase = { name: string; query: CatalogueQuery }

/** The catalogue views whose plans matter: two filters with the stock filter, one filter, stock only, everything. */
export function catalogueCases(theme: number, keyword: number): CatalogueCase[] {
  const base = { catalogue: 'libraryProgram' as const, limit: 24, offset: 0 }
  return [
    { name: 'theme + keyword, in stock, A–Z', query: { ...base, tagIds: { themes: [theme], keywords: [keyword] }, stock: 'in', sort: 'title' } },
    { name: 'theme + keyword, all, newest, page 3', query: { ...base, tagIds: { themes: [theme], keywords: [keyword] }, stock: 'all', sort: 'newest', offset: 48 } },
    { name: 'one theme, out of stock, A–Z', query: { ...base, tagIds: { themes: [theme] }, stock: 'out', sort: 'title' } },
    { name: 'in stock only, A–Z', query: { ...base, tagIds: {}, stock: 'in', sort: 'title' } },
    { name: 'no filter, newest', query: { ...base, tagIds: {}, stock: 'all', sort: 'newest' } },
  ]
}

/** Page and count statement of each case. */
export const catalogueStatements = (cases: CatalogueCase[]) =>
  cases.flatMap(({ name, query }) => {
    const { page, count } = catalogueSql(query)
    const tagged = Object.keys(query.tagIds).length > 0
    return [
      { name: `${name} · page`, tagged, ...page },
      { name: `${name} · count`, tagged, ...count },
    ]
  })
