/**
 * How much one REST or GraphQL request may read. An independent probe (issue 28) asked for 330 × 1,000
 * books in one GraphQL request, which ran past 120 s at 4.2 GB; `?limit=0` asks REST for every row. Over a
 * cap, a request is refused with a 400 saying the maximum, not cut down to it: a client given 100 rows when it
 * asked for all of them would take them for all there are.
 */

/** Documents one list may return: Payload's admin pages lists in 5 to 100. */
export const MAX_ROWS = 100

/** REST `depth`: the site's own reads need 2 (Payload's REST default); Payload's own cap is 10. */
const MAX_REST_DEPTH = 3

/** Per GraphQL operation; `cost` counts each field once per row its lists may return (graphqlCost.ts). */
export const GRAPHQL_CAPS = { rootFields: 10, aliases: 20, depth: 10, cost: 10_000 } as const

export const ROWS_PROBLEM = `A request returns at most ${MAX_ROWS} documents per list: ask with a limit from 1 to ${MAX_ROWS} and page through the rest.`

/** A read's arguments as Payload's operations receive them from REST (parsed) or GraphQL. */
export type ReadArgs = {
  id?: unknown
  limit?: unknown
  pagination?: unknown
  depth?: unknown
  joins?: unknown
}

/**
 * Whether a list may return more than MAX_ROWS: a limit over it, or of 0 or less (Payload then returns every
 * row, as it does for `pagination: false` without a limit).
 */
function asksForTooManyRows(limit: unknown, pagination?: unknown): boolean {
  if (typeof limit !== 'number') return pagination === false
  return limit < 1 || limit > MAX_ROWS
}

/** What a request's read (one document, or a list when there is no id) asks for beyond the caps (undefined: nothing). */
export function readArgsProblem(args: ReadArgs): string | undefined {
  if (typeof args.depth === 'number' && args.depth > MAX_REST_DEPTH) return `depth may be at most ${MAX_REST_DEPTH}.`
  if (args.id === undefined && asksForTooManyRows(args.limit, args.pagination)) return ROWS_PROBLEM
  // A join field lists related documents inside each one read; without a limit it uses its own default.
  const joins = args.joins && typeof args.joins === 'object' ? Object.values(args.joins) : []
  const joinLimit = (join: unknown) =>
    join && typeof join === 'object' ? (join as { limit?: unknown }).limit : undefined
  if (joins.some((join) => asksForTooManyRows(joinLimit(join)))) return ROWS_PROBLEM
  return undefined
}
