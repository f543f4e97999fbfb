import {
  getNamedType,
  getVariableValues,
  isInterfaceType,
  isObjectType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

/**
 * The size of one GraphQL operation, read from its document before anything runs. Payload's own complexity
 * estimate counts fields once, whatever their `limit`: `{ a0: Books(limit: 1000) { docs { id } } a1: … }`
 * with 330 aliases scored 990 of its 1,000 and asked for 330,000 books. Here a list field's selection counts once
 * per row it may return.
 */
export type OperationSize = {
  /** Fields at the operation's root: each is a separate query against the database. Meta fields (`__schema`,
   * `__typename`) count nowhere but in `aliases`. */
  rootFields: number
  /** Aliased fields written in the document. */
  aliases: number
  /** Deepest nesting of fields (`Books { docs { id } }` is 3). */
  depth: number
  /** Values the operation may return: every field counts once per row its enclosing lists may return. */
  cost: number
  /** List fields asking for more rows than `maxRows`, or for all rows (`limit: 0`, `pagination: false`). */
  overLimit: { field: string; rows: number }[]
}

/** Payload's rows per page when a list query gives no `limit` (its find operation's default). */
export const PAYLOAD_DEFAULT_ROWS = 10

type Measure = { cost: number; depth: number; fields: number }

const NOTHING: Measure = { cost: 0, depth: 0, fields: 0 }

/**
 * Rows a field may return: its `limit` (0 or less asks Payload for all rows), else all rows for
 * `pagination: false`, else Payload's default page; 1 for a field that takes no `limit`.
 */
function rowsOf(node: FieldNode, definition: GraphQLField<unknown, unknown>, variables: Record<string, unknown>) {
  const argument = (name: string) => {
    const given = node.arguments?.find((candidate) => candidate.name.value === name)
    const declared = definition.args.find((candidate) => candidate.name === name)
    return given && declared ? valueFromAST(given.value, declared.type, variables) : undefined
  }
  if (!definition.args.some((declared) => declared.name === 'limit')) return 1
  const limit = argument('limit')
  if (typeof limit === 'number') return limit > 0 ? limit : Infinity
  return argument('pagination') === false ? Infinity : PAYLOAD_DEFAULT_ROWS
}

export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | null | undefined,
  maxRows: number,
): OperationSize {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {})
  // Variables that do not fit their types stop the operation before it runs; their values are not counted.
  const variables = coerced.coerced ?? {}
  const overLimit: OperationSize['overLimit'] = []
  // A fragment measures the same wherever it is spread: measured once, so fragments spreading one another
  // many times cost linear time, and one spreading itself (refused by graphql-js's own rules) counts nothing.
  const measuredFragments = new Map<string, Measure>()

  const measure = (selectionSet: SelectionSetNode | undefined, type: GraphQLNamedType | undefined): Measure => {
    if (!selectionSet) return NOTHING
    const total = { cost: 0, depth: 0, fields: 0 }
    const add = (part: Measure) => {
      total.cost += part.cost
      total.depth = Math.max(total.depth, part.depth)
      total.fields += part.fields
    }
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        // Introspection and __typename are answered from the schema in memory, never from the database (and
        // the standard introspection query nests 12 deep).
        if (selection.name.value.startsWith('__')) continue
        const definition =
          isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined
        const rows = definition ? rowsOf(selection, definition, variables) : 1
        if (rows > maxRows) overLimit.push({ field: selection.name.value, rows })
        const inner = measure(selection.selectionSet, definition ? getNamedType(definition.type) : undefined)
        // A leaf has nothing to repeat per row (and Infinity × 0 is no number).
        add({ cost: 1 + (inner.cost === 0 ? 0 : rows * inner.cost), depth: 1 + inner.depth, fields: 1 })
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type
        add(measure(selection.selectionSet, condition ?? undefined))
      } else {
        const name = selection.name.value
        if (!measuredFragments.has(name)) {
          measuredFragments.set(name, NOTHING)
          const fragment = fragments.get(name)
          const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined
          measuredFragments.set(name, measure(fragment?.selectionSet, condition ?? undefined))
        }
        add(measuredFragments.get(name)!)
      }
    }
    return total
  }

  const rootType = schema.getRootType(operation.operation) ?? undefined
  const root = measure(operation.selectionSet, rootType)
  let aliases = 0
  const countAliases = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.alias) aliases++
      if (selection.kind !== Kind.FRAGMENT_SPREAD) countAliases(selection.selectionSet)
    }
  }
  countAliases(operation.selectionSet)
  for (const fragment of fragments.values()) countAliases(fragment.selectionSet)

  return { rootFields: root.fields, aliases, depth: root.depth, cost: root.cost, overLimit }
}
