import { GraphQLError, type ValidationRule } from 'graphql'

import { measureOperation, type OperationSize } from './graphqlCost'
import { GRAPHQL_CAPS, MAX_ROWS, ROWS_PROBLEM } from './requestCaps'

/** What an operation asks for beyond GRAPHQL_CAPS and MAX_ROWS, one sentence per cap. */
export function operationSizeProblems(size: OperationSize): string[] {
  const problems: string[] = []
  const [first] = size.overLimit
  if (first) {
    const rows = Number.isFinite(first.rows) ? `${first.rows} documents` : 'every document'
    problems.push(`${first.field} asks for ${rows}. ${ROWS_PROBLEM}`)
  }
  if (size.rootFields > GRAPHQL_CAPS.rootFields) {
    problems.push(
      `The operation asks for ${size.rootFields} fields at its root; at most ${GRAPHQL_CAPS.rootFields} are allowed.`,
    )
  }
  if (size.aliases > GRAPHQL_CAPS.aliases) {
    problems.push(`The query has ${size.aliases} aliases; at most ${GRAPHQL_CAPS.aliases} are allowed.`)
  }
  if (size.depth > GRAPHQL_CAPS.depth) {
    problems.push(`The query nests fields ${size.depth} deep; at most ${GRAPHQL_CAPS.depth} levels are allowed.`)
  }
  // Over a row limit the cost is beside the point (and may be infinite).
  if (!first && size.cost > GRAPHQL_CAPS.cost) {
    problems.push(
      `The query may return ${size.cost} values (each field counted once per document its lists may return); at most ${GRAPHQL_CAPS.cost} are allowed.`,
    )
  }
  return problems
}

/**
 * A validation rule (Payload's `graphQL.validationRules`) refusing an operation over the caps before any of
 * it runs, answered `{ errors: [{ message }] }` with a 400 by the site's route (graphqlAnswer.ts). For
 * everyone, staff too: Payload's admin does not use GraphQL.
 */
export const graphqlCapsRule =
  (variables: Record<string, unknown> | null | undefined): ValidationRule =>
  (context) => ({
    OperationDefinition(operation) {
      const size = measureOperation(context.getSchema(), context.getDocument(), operation, variables, MAX_ROWS)
      for (const message of operationSizeProblems(size))
        context.reportError(new GraphQLError(message, { nodes: operation }))
    },
  })
