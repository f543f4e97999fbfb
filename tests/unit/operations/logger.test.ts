import { describe, expect, it } from 'vitest'

import { consoleCall, logLevel } from '@/lib/operations/logger.mjs'

describe('LOG_LEVEL', () => {
  it('names one of pino’s levels, in any case', () => {
    expect(logLevel('debug')).toBe('debug')
    expect(logLevel(' WARN ')).toBe('warn')
  })

  it('is info when unset or unknown', () => {
    expect(logLevel(undefined)).toBe('info')
    expect(logLevel('verbose')).toBe('info')
  })
})

describe('a console.error call as a log call (Next reports a failed render this way)', () => {
  it('keeps the error, whose stack pino writes, and the rest as the message', () => {
    const error = new Error('render failed')
    expect(consoleCall(['⨯', error])).toEqual([{ err: error }, '⨯'])
    expect(consoleCall([error])).toEqual([{ err: error }, 'render failed'])
  })

  it('formats a call without an error as console would', () => {
    expect(consoleCall(['%s items', 3])).toEqual([{}, '3 items'])
  })
})
