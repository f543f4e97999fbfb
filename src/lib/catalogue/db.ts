import type { Client, InValue } from '@libsql/client'
import type { Pool } from 'pg'
import type { Payload } from 'payload'


type Db = { name: string; pool?: Pool; client?: Client }

/** Runs one read-only statement written with ? placeholders on whichever database Payload uses. */
export async function queryRows<T>(payload: Payload, sql: string, args: (string | number | boolean)[]): Promise<T[]> {
  const db = payload.db as unknown as Db
  if (db.name === 'postgres' && db.pool) {
    let n = 0
    const result = await db.pool.query(sql.replace(/\?/g, () => `$${++n}`), args)
    return result.rows as T[]
  }
  if (db.name === 'sqlite' && db.client) {
    const result = await db.client.execute({ sql, args: args.map((a) => (typeof a === 'boolean' ? Number(a) : a)) as InValue[] })
    return result.rows as unknown as T[]
  }
  throw new Error(`Catalogue queries do not support the "${db.name}" adapter`)
}
