import pg from 'pg'

/** A postgres:// (or postgresql://) URL, as BENCH_DATABASE_URL / TEST_DATABASE_URL expect. */
export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url)

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run inside the target). */
async function onServer<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlOn(databaseUrl, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const nameOf = (databaseUrl: string) => {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name this script creates: "${name}"`)
  return name
}

export const postgresDatabaseExists = (databaseUrl: string): Promise<boolean> =>
  onServer(databaseUrl, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [nameOf(databaseUrl)])
    return result.rowCount === 1
  })

/** Drops the database of `databaseUrl` if it exists, closing its connections. */
export const dropPostgresDatabase = (databaseUrl: string): Promise<void> =>
  onServer(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${nameOf(databaseUrl)}" WITH (FORCE)`)
  })

/** Creates the database of `databaseUrl` unless it exists. */
export async function ensurePostgresDatabase(databaseUrl: string): Promise<void> {
  if (await postgresDatabaseExists(databaseUrl)) return
  await onServer(databaseUrl, (client) => client.query(`CREATE DATABASE "${nameOf(databaseUrl)}"`))
}

/** Drops the database of `databaseUrl` if it exists and creates it empty. */
export async function recreatePostgresDatabase(databaseUrl: string): Promise<void> {
  await dropPostgresDatabase(databaseUrl)
  await ensurePostgresDatabase(databaseUrl)
}
