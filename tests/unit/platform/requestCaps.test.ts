import { describe, expect, it } from 'vitest'

import { readArgsProblem, ROWS_PROBLEM } from '@/lib/platform/requestCaps'

describe('readArgsProblem', () => {
  it('passes lists of 1 to 100 rows, and one document whatever the limit', () => {
    for (const args of [{}, { limit: 1 }, { limit: 100 }, { limit: 20, pagination: false }, { id: 4, limit: 0 }]) {
      expect(readArgsProblem(args), JSON.stringify(args)).toBeUndefined()
    }
  })

  it('refuses a list over 100 rows, or of every row (limit 0 or less, pagination off without a limit)', () => {
    for (const args of [{ limit: 101 }, { limit: 100_000 }, { limit: 0 }, { limit: -1 }, { pagination: false }]) {
      expect(readArgsProblem(args), JSON.stringify(args)).toBe(ROWS_PROBLEM)
    }
  })

  it("refuses a join field's list the same way; its own default stands without a limit", () => {
    expect(readArgsProblem({ id: 1, joins: { orders: { limit: 0 } } })).toBe(ROWS_PROBLEM)
    expect(readArgsProblem({ joins: { orders: { limit: 500 } } })).toBe(ROWS_PROBLEM)
    expect(readArgsProblem({ joins: { orders: { count: true } } })).toBeUndefined()
    expect(readArgsProblem({ joins: false })).toBeUndefined()
    expect(readArgsProblem({ joins: { orders: false } })).toBeUndefined()
  })

  it('refuses depth over 3', () => {
    expect(readArgsProblem({ depth: 3 })).toBeUndefined()
    expect(readArgsProblem({ id: 1, depth: 4 })).toBe('depth may be at most 3.')
  })
})
