import type { Payload } from 'payload'

type Pool = { on: (event: 'error', listener: (error: Error) => void) => void }

/**
 * node-postgres reports a dropped idle connection (PostgreSQL restarted or stopped, its port closed) as an
 * 'error' event on the pool; with no listener that event is an uncaught exception and the whole server
 * exits. Logged instead: the pool opens a fresh connection for the next query, so the site recovers by itself
 * once the database is back. SQLite has no pool and nothing to do.
 */
export function survivePoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  pool?.on('error', (error) =>
    payload.logger.warn({ err: error }, 'A database connection was lost; the next query opens a new one'),
  )
}
