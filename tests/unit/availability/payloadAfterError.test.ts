import { describe, expect, it } from 'vitest'

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/availability/database'
import { answerDatabaseUnavailable } from '@/lib/availability/payloadAfterError'

type HookArgs = Parameters<typeof answerDatabaseUnavailable>[0]

const argsFor = (error: Error) =>
  ({ error, req: { responseHeaders: new Headers({ Vary: 'Origin' }) }, context: {} }) as unknown as HookArgs

describe('answerDatabaseUnavailable (Payload afterError)', () => {
  it('answers 503 with Retry-After and the plain message when the database is out of reach', async () => {
    const args = argsFor(
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      }),
    )
    expect(await answerDatabaseUnavailable(args)).toEqual({
      response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] },
      status: 503,
    })
    expect(Number(args.req.responseHeaders!.get('retry-after'))).toBeGreaterThan(0)
    expect(args.req.responseHeaders!.get('vary')).toBe('Origin')
  })

  it('leaves every other error to Payload', async () => {
    const args = argsFor(new Error('Cannot read properties of undefined'))
    expect(await answerDatabaseUnavailable(args)).toBeUndefined()
    expect(args.req.responseHeaders!.get('retry-after')).toBeNull()
  })
})
