import { describe, expect, it } from 'vitest'

import { graphqlBodyProblem } from '@/lib/platform/graphqlBody'

describe('graphqlBodyProblem', () => {
  it('passes a JSON body sent as JSON, whatever it holds (Payload judges the query)', () => {
    expect(graphqlBodyProblem('application/json', '{"query":"{ Books { docs { id } } }"}')).toBeUndefined()
    expect(graphqlBodyProblem('application/json; charset=utf-8', '[1,2]')).toBeUndefined()
  })
  it('refuses a body that is not JSON with 400, and one not sent as JSON with 415, saying so', () => {
    expect(graphqlBodyProblem('application/json', '{"query":')).toEqual({ status: 400, message: expect.stringMatching(/not valid JSON/) })
    expect(graphqlBodyProblem('text/plain', '{}')).toEqual({ status: 415, message: expect.stringMatching(/as JSON/) })
    expect(graphqlBodyProblem(null, '{}')?.status).toBe(415)
  })
})
