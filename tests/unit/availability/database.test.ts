import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/availability/database'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the port closed', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['the connection reset', withCode('ECONNRESET')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['node-postgres losing the connection', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy', withCode('SQLITE_BUSY', 'database is locked')],
    ['a wrapped cause (Drizzle, Payload)', new Error('Failed query: select …', { cause: withCode('ECONNREFUSED') })],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('stops on a cause cycle', () => {
    const error = new Error('a') as Error & { cause?: unknown }
    error.cause = error
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
