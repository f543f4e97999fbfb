import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A time budget for a request: answered 503 once it runs out, and every Payload read it would still start is
 * refused (src/collections/requestCaps.ts), so an abandoned request stops after the database query under way
 * instead of keeping the process busy: neither graphql-js 16 nor Payload's operations can be cancelled from
 * outside. Refusing oversized GraphQL before it runs (graphqlCaps.ts) is the defence; this is the net under it.
 */
export const GRAPHQL_TIME_BUDGET_MS = 10_000

type Budget = { deadline: number; message: string }

// One store per process: Next may bundle this module more than once, and the hooks reading it belong to
// whichever bundle's config started Payload.
const KEY = Symbol.for('art.platform.timeBudget')
const holder = globalThis as { [KEY]?: AsyncLocalStorage<Budget> }
const budgets = (holder[KEY] ??= new AsyncLocalStorage<Budget>())

/** Why the request this code runs for must stop (its budget is used up), else undefined. */
export function timeBudgetOverrun(now = Date.now()): string | undefined {
  const budget = budgets.getStore()
  return budget && now >= budget.deadline ? budget.message : undefined
}

/** `work`'s response, or a 503 in GraphQL's error shape once `budgetMs` has passed. */
export async function withinTimeBudget(budgetMs: number, work: () => Promise<Response>): Promise<Response> {
  const message = `The request ran past its ${budgetMs / 1000} s budget and was stopped: ask for fewer documents or fields.`
  let timer: NodeJS.Timeout | undefined
  const overrun = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(Response.json({ errors: [{ message }] }, { status: 503 })), budgetMs)
  })
  try {
    return await Promise.race([budgets.run({ deadline: Date.now() + budgetMs, message }, work), overrun])
  } finally {
    clearTimeout(timer)
  }
}
