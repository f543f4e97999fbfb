import { sql } from '@payloadcms/db-sqlite'
import type { PayloadRequest } from 'payload'

// Both adapters' drizzle copies recognise each other's SQL objects (drizzle matches entity kinds by name).
type SQL = ReturnType<typeof sql>
type Drizzle = {
  run?: (query: SQL) => Promise<{ rowsAffected?: number }>
  execute?: (query: SQL) => Promise<{ rowCount?: number | null }>
}
type Adapter = { name: string; drizzle: Drizzle; sessions?: Record<string, { db: Drizzle } | undefined> }

export { sql }

/**
 * Runs one write statement inside the request's database transaction (so it commits or rolls back with
 * the Local API writes of that request), on SQLite or PostgreSQL. Returns the number of rows it changed.
 */
export async function runInRequest(req: PayloadRequest, query: SQL): Promise<number> {
  const adapter = req.payload.db as unknown as Adapter
  const transactionID = req.transactionID ? String(await req.transactionID) : undefined
  const db = (transactionID && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
  if (adapter.name === 'postgres' && db.execute) return (await db.execute(query)).rowCount ?? 0
  if (adapter.name === 'sqlite' && db.run) return (await db.run(query)).rowsAffected ?? 0
  throw new Error(`Order statements do not support the "${adapter.name}" adapter`)
}
