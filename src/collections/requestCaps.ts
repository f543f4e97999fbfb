import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { isStaffUser } from '../access/roles'
import { readArgsProblem, type ReadArgs } from '../lib/platform/requestCaps'
import { timeBudgetOverrun } from '../lib/platform/timeBudget'

/** Payload's hook names for operations that only read (`read`: find, findByID and their versions forms). */
const READS = new Set(['read', 'count', 'countVersions'])

/**
 * A read a REST or GraphQL request asks for beyond the caps of src/lib/platform/requestCaps.ts is refused
 * with a 400 (GraphQL's are refused before they run, by graphqlCaps.ts; this catches REST, its POST-as-GET
 * form and versions). Only the request's own read: Payload populates related documents with `currentDepth`
 * set, reading every row it needs. Staff are exempt: Payload's admin asks REST for a relationship field's
 * labels with one row per chosen document, however many. The site's server code reads through the Local
 * API (`payloadAPI: 'local'`), with its own limits. Any read of a request past its time budget is refused.
 */
const refuseOverCapRead: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!READS.has(operation)) return args
  const overrun = timeBudgetOverrun()
  if (overrun) throw new APIError(overrun, 503)
  const read = args as ReadArgs & { currentDepth?: number }
  const capped =
    operation === 'read' && req.payloadAPI !== 'local' && !isStaffUser(req.user) && read.currentDepth === undefined
  const problem = capped ? readArgsProblem(read) : undefined
  if (problem) throw new APIError(problem, 400)
  return args
}

/** The collection with the request caps before its own beforeOperation hooks. */
export function withRequestCaps(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseOverCapRead, ...(hooks.beforeOperation ?? [])] } }
}
