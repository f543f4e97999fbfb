import { getOperationAST, parse } from 'graphql'

import { GRAPHQL_TIME_BUDGET_MS, withinTimeBudget } from './timeBudget'

/** Whether a GraphQL body (valid JSON, graphqlBody.ts) asks for a query: read-only, so safe to abandon. */
export function isQueryBody(body: string): boolean {
  try {
    const { query, operationName } = JSON.parse(body) as { query?: unknown; operationName?: unknown }
    if (typeof query !== 'string') return false
    const name = typeof operationName === 'string' ? operationName : undefined
    return getOperationAST(parse(query), name)?.operation === 'query'
  } catch {
    return false
  }
}

/**
 * graphql-http answers a request refused before it runs (a document that does not parse or validate, or is
 * over the caps of graphqlCaps.ts: a body with `errors` and no `data`) with 200 when the client accepts
 * application/json, as the GraphQL over HTTP spec allows for that type. The site answers 400, as the spec asks
 * for application/graphql-response+json, so clients and monitoring see a refusal. A response with `data` ran.
 */
export async function refusedAsBadRequest(response: Response): Promise<Response> {
  if (response.status !== 200) return response
  const text = await response.text()
  let refused = false
  if (text.startsWith('{"errors":')) {
    try {
      refused = !('data' in (JSON.parse(text) as object))
    } catch {
      refused = false
    }
  }
  return new Response(text, { status: refused ? 400 : 200, headers: response.headers })
}

/**
 * Payload's answer to a GraphQL body: a query within its time budget (timeBudget.ts; a mutation is never
 * abandoned half-way, as its writes would go on with the client told it failed), a refusal as a 400.
 */
export async function answerGraphql(body: string, run: () => Promise<Response>): Promise<Response> {
  const response = isQueryBody(body) ? await withinTimeBudget(GRAPHQL_TIME_BUDGET_MS, run) : await run()
  return refusedAsBadRequest(response)
}
