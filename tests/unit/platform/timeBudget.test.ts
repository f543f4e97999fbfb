import { describe, expect, it } from 'vitest'

import { isQueryBody, refusedAsBadRequest } from '@/lib/platform/graphqlAnswer'
import { timeBudgetOverrun, withinTimeBudget } from '@/lib/platform/timeBudget'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('withinTimeBudget', () => {
  it("gives the work's response when it is in time", async () => {
    const response = await withinTimeBudget(1000, async () => new Response('done'))
    expect(await response.text()).toBe('done')
  })

  it('answers 503 in GraphQL error shape once the budget has run out', async () => {
    const started = Date.now()
    const response = await withinTimeBudget(50, async () => {
      await sleep(2000)
      return new Response('late')
    })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      errors: [
        { message: 'The request ran past its 0.05 s budget and was stopped: ask for fewer documents or fields.' },
      ],
    })
  })

  it('tells the abandoned work, and only it, that its budget is used up', async () => {
    const seen: (string | undefined)[] = []
    let finished: Promise<Response> | undefined
    const response = await withinTimeBudget(30, () => {
      finished = (async () => {
        seen.push(timeBudgetOverrun())
        await sleep(80)
        seen.push(timeBudgetOverrun())
        return new Response()
      })()
      return finished
    })
    expect(response.status).toBe(503)
    await finished
    expect(seen).toEqual([undefined, expect.stringMatching(/ran past its 0.03 s budget/)])
    expect(timeBudgetOverrun()).toBeUndefined()
  })

  it('passes on a failure of the work', async () => {
    await expect(withinTimeBudget(1000, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  })
})

describe('isQueryBody', () => {
  it('is true for a query (the named one, when there are several), false for a mutation or no document', () => {
    expect(isQueryBody(JSON.stringify({ query: '{ Books { docs { id } } }' }))).toBe(true)
    expect(isQueryBody(JSON.stringify({ query: 'mutation { logout }' }))).toBe(false)
    const both = 'query read { Books { totalDocs } } mutation write { logout }'
    expect(isQueryBody(JSON.stringify({ query: both, operationName: 'read' }))).toBe(true)
    expect(isQueryBody(JSON.stringify({ query: both, operationName: 'write' }))).toBe(false)
    expect(isQueryBody(JSON.stringify({ query: '{ broken' }))).toBe(false)
    expect(isQueryBody('{}')).toBe(false)
  })
})

describe('refusedAsBadRequest', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })

  it('turns a 200 carrying only errors (refused before running) into a 400 with the same body', async () => {
    const body = { errors: [{ message: 'Books asks for every document.' }] }
    const response = await refusedAsBadRequest(json(body))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual(body)
  })

  it('keeps the status of an answer that ran (it has data), and of any other status', async () => {
    expect(
      (await refusedAsBadRequest(json({ errors: [{ message: 'Forbidden' }], data: { Order: null } }))).status,
    ).toBe(200)
    expect((await refusedAsBadRequest(json({ data: { Books: null } }))).status).toBe(200)
    expect((await refusedAsBadRequest(json({ errors: [{ message: 'late' }] }, 503))).status).toBe(503)
  })
})
