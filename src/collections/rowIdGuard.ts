import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/**
 * Every collection here has the database's integer row ids. Payload 3.90 passes an id from the URL
 * (`/api/countries/abc`) to the database as NaN, which SQLite refuses: the REST API answered 500. An id
 * that cannot be a row id is a document that does not exist: 404, before the query.
 */
export function isRowId(id: unknown): boolean {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0
  return typeof id === 'string' && /^[1-9]\d{0,14}$/.test(id)
}

const refuseMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && !isRowId(id)) throw new NotFound(req.t)
  return args
}

/** The collection with the guard first among its beforeOperation hooks. */
export function withRowIdGuard(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseMalformedId, ...(hooks.beforeOperation ?? [])] } }
}
