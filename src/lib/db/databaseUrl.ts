import path from 'node:path'

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; url: string }

const DEFAULT_SQLITE_FILE = {
  // Dev pushes schema changes straight into its file; production only ever migrates.
  // Keeping them apart stops a pushed file from blocking migrations.
  development: 'data/dev.db',
  production: 'data/art.db',
} as const

/** Decides which database to use from DATABASE_URL (postgres:// or file:) and NODE_ENV. */
export function resolveDatabaseTarget(
  databaseUrl: string | undefined,
  nodeEnv: string | undefined,
  cwd = process.cwd(),
): DatabaseTarget {
  const url = databaseUrl?.trim()
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url }
  if (url && url.startsWith('file:')) return { kind: 'sqlite', url }
  if (url)
    throw new Error(`DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.slice(0, 20)}…")`)
  const file = nodeEnv === 'development' ? DEFAULT_SQLITE_FILE.development : DEFAULT_SQLITE_FILE.production
  return { kind: 'sqlite', url: `file:${path.resolve(cwd, file)}` }
}

/** The file a `file:` URL names, or null for what a second connection would not share (in-memory, options). */
export function sqliteFilePath(url: string | undefined): null | string {
  if (!url?.startsWith('file:')) return null
  const path = url.slice('file:'.length)
  const shared = path !== '' && !path.includes(':memory:') && !path.includes('?') && !/^\/\/[^/]/.test(path)
  return shared ? path : null
}
