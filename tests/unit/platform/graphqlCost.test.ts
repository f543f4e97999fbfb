import { buildSchema, parse, type OperationDefinitionNode } from 'graphql'
import { describe, expect, it } from 'vitest'

import { graphqlCapsRule, operationSizeProblems } from '@/lib/platform/graphqlCaps'
import { measureOperation, PAYLOAD_DEFAULT_ROWS } from '@/lib/platform/graphqlCost'
import { GRAPHQL_CAPS, MAX_ROWS } from '@/lib/platform/requestCaps'

/** The shapes Payload gives a collection: a paginated list query with `limit`, a join field with its own. */
const schema = buildSchema(`
  type Query {
    Books(limit: Int, page: Int, pagination: Boolean): Books
    Book(id: Int!): Book
    Accounts(limit: Int): Accounts
  }
  type Mutation { login(email: String): Boolean }
  type Books { docs: [Book!]!, totalDocs: Int }
  type Book { id: Int!, title: String, themes: [Tag!] }
  type Tag { id: Int!, title: String }
  type Accounts { docs: [Account!]! }
  type Account { id: Int!, orders(limit: Int): Orders }
  type Orders { docs: [Order!]! }
  type Order { id: Int!, number: String }
`)

function size(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const document = parse(query)
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition' && (!operationName || definition.name?.value === operationName),
  )!
  return measureOperation(schema, document, operation, variables, MAX_ROWS)
}

describe('measureOperation', () => {
  it('counts each field once per row its lists may return', () => {
    // Books: 1 + 100 × (docs: 1 + id: 1 + title: 1)
    expect(size('{ Books(limit: 100) { docs { id title } } }')).toEqual({
      rootFields: 1,
      aliases: 0,
      depth: 3,
      cost: 301,
      overLimit: [],
    })
    expect(size('{ Books { docs { id } } }').cost).toBe(1 + PAYLOAD_DEFAULT_ROWS * 2)
    expect(size('{ Book(id: 1) { id title } }').cost).toBe(3)
  })

  it('multiplies a nested list by the rows of the list around it', () => {
    const nested = size('{ Accounts(limit: 100) { docs { orders(limit: 100) { docs { id } } } } }')
    expect(nested.cost).toBe(1 + 100 * (1 + 1 + 100 * 2))
    expect(nested.depth).toBe(5)
  })

  it('counts aliases and root fields, and amplification through them', () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: Books(limit: 100) { docs { id } }`).join(' ')} }`
    expect(size(query)).toMatchObject({ rootFields: 30, aliases: 30, cost: 30 * 201 })
    expect(size('{ Book(id: 1) { a: id b: id c: title } }')).toMatchObject({ rootFields: 1, aliases: 3 })
  })

  it('reports lists asking for more than the cap, or for every row', () => {
    expect(size('{ Books(limit: 1000) { docs { id } } }').overLimit).toEqual([{ field: 'Books', rows: 1000 }])
    for (const query of [
      '{ Books(limit: 0) { docs { id } } }',
      '{ Books(limit: -1) { docs { id } } }',
      '{ Books(pagination: false) { docs { id } } }',
    ]) {
      expect(size(query).overLimit, query).toEqual([{ field: 'Books', rows: Infinity }])
    }
    expect(size('{ Books(pagination: false, limit: 20) { docs { id } } }').overLimit).toEqual([])
  })

  it('reads limits given as variables, and a variable default when none is sent', () => {
    const query = 'query ($n: Int = 500) { Books(limit: $n) { docs { id } } }'
    expect(size(query).overLimit).toEqual([{ field: 'Books', rows: 500 }])
    expect(size(query, { n: 50 }).overLimit).toEqual([])
    expect(size(query, { n: 50 }).cost).toBe(1 + 50 * 2)
    // A variable that is not an Int makes the operation fail before it runs: its value counts for nothing.
    expect(size(query, { n: 'many' }).overLimit).toEqual([])
  })

  it('measures fragments where they are spread, once each however often', () => {
    const query = `
      query { Books(limit: 100) { ...page } }
      fragment page on Books { docs { ...book ...book } }
      fragment book on Book { id title }`
    expect(size(query)).toMatchObject({ cost: 1 + 100 * (1 + 2 + 2), depth: 3 })
    const fanOut = Array.from({ length: 30 }, (_, i) => `fragment f${i} on Book { ...f${i + 1} ...f${i + 1} }`).join(
      '\n',
    )
    const doubling = `{ Book(id: 1) { ...f0 } }\n${fanOut}\nfragment f30 on Book { id }`
    // 2^30 spreads if expanded; measured once per fragment it stays finite and quick.
    expect(size(doubling).cost).toBe(1 + 2 ** 30)
  })

  it('leaves out meta fields, answered from the schema in memory', () => {
    expect(size('{ __typename Book(id: 1) { __typename id } }')).toMatchObject({ rootFields: 1, cost: 2, depth: 2 })
    const introspection = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'
    expect(size(introspection)).toMatchObject({ rootFields: 0, cost: 0, depth: 0 })
  })

  it('survives a fragment that spreads itself (graphql-js refuses it on its own)', () => {
    expect(size('{ Book(id: 1) { ...loop } } fragment loop on Book { id ...loop }').cost).toBe(2)
  })

  it('measures the named operation of a document with several', () => {
    const query = 'query small { Book(id: 1) { id } } query big { Books(limit: 500) { docs { id } } }'
    expect(size(query, {}, 'small').overLimit).toEqual([])
    expect(size(query, {}, 'big').overLimit).toHaveLength(1)
    expect(size('mutation { login(email: "a@b.c") }')).toMatchObject({ rootFields: 1, cost: 1 })
  })
})

describe('operationSizeProblems', () => {
  const within = { rootFields: 1, aliases: 0, depth: 3, cost: 301, overLimit: [] }

  it('says nothing for an operation within every cap', () => {
    expect(operationSizeProblems(within)).toEqual([])
    expect(operationSizeProblems({ ...within, ...GRAPHQL_CAPS, overLimit: [] })).toEqual([])
  })

  it('names each cap exceeded, with its maximum', () => {
    const problems = operationSizeProblems({ rootFields: 11, aliases: 21, depth: 11, cost: 10_001, overLimit: [] })
    expect(problems).toEqual([
      'The operation asks for 11 fields at its root; at most 10 are allowed.',
      'The query has 21 aliases; at most 20 are allowed.',
      'The query nests fields 11 deep; at most 10 levels are allowed.',
      expect.stringMatching(/may return 10001 values .* at most 10000 are allowed/),
    ])
  })

  it('names the list over the row cap, and leaves the (infinite) cost out', () => {
    expect(
      operationSizeProblems({ ...within, cost: Infinity, overLimit: [{ field: 'Books', rows: Infinity }] }),
    ).toEqual([
      'Books asks for every document. A request returns at most 100 documents per list: ask with a limit from 1 to 100 and page through the rest.',
    ])
  })
})

describe('graphqlCapsRule', () => {
  it('reports its problems as validation errors of the operation', async () => {
    const { validate } = await import('graphql')
    const document = parse('{ Books(limit: 5000) { docs { id } } }')
    const errors = validate(schema, document, [graphqlCapsRule({})])
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/^Books asks for 5000 documents\./)])
    expect(validate(schema, parse('{ Books(limit: 10) { docs { id } } }'), [graphqlCapsRule({})])).toEqual([])
  })
})
