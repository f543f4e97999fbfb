import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { PostgresSearchEngine } from './postgres'
import { searchFileFor, SqliteSearchEngine } from './sqlite'
import type { SearchEngine } from './types'

const engines = new WeakMap<object, SearchEngine>()

/** The search engine matching the database Payload runs on, one per Payload database adapter. */
export function getSearchEngine(payload: Payload): SearchEngine {
  const db = payload.db as unknown as { name: string; pool?: Pool; clientConfig?: { url: string } }
  let engine = engines.get(db)
  if (!engine) {
    if (db.name === 'postgres' && db.pool) engine = new PostgresSearchEngine(db.pool)
    else if (db.name === 'sqlite' && db.clientConfig?.url) engine = new SqliteSearchEngine(searchFileFor(db.clientConfig.url))
    else throw new Error(`Search has no engine for the "${db.name}" database adapter`)
    engines.set(db, engine)
  }
  return engine
}
