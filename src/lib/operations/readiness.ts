/**
 * What /api/ready answers, decided from the outcome of each check (src/lib/operations/readinessChecks.ts runs
 * them). A load balancer or a monitor reads the status; a person reads which check failed. Never an error's
 * text: it could hold a connection string.
 */

/** In the order they are reported. `redis` only when REDIS_URL is set. */
const READINESS_CHECKS = ['shutdown', 'database', 'migrations', 'search', 'redis'] as const
export type ReadinessCheck = (typeof READINESS_CHECKS)[number]

/** ok; failed; or skipped (not configured, or not run because a check it depends on failed). */
export type CheckOutcome = 'ok' | 'failed' | 'skipped'

export type ReadinessAnswer = {
  status: 200 | 503
  body: { status: 'ready'; checks: Record<string, CheckOutcome> } | { error: string; failed: ReadinessCheck[]; checks: Record<string, CheckOutcome> }
}

/** Why each check fails, in words an operator acts on. */
const FAILURE: Record<ReadinessCheck, string> = {
  shutdown: 'the server is shutting down',
  database: 'the database cannot be reached',
  migrations: 'the database has migrations to apply (npm run migrate)',
  search: 'the search index is missing or not filled (npm run search:rebuild)',
  redis: 'Redis (REDIS_URL) cannot be reached',
}

export function readinessAnswer(outcomes: Partial<Record<ReadinessCheck, CheckOutcome>>): ReadinessAnswer {
  const checks: Record<string, CheckOutcome> = {}
  for (const name of READINESS_CHECKS) checks[name] = outcomes[name] ?? 'skipped'
  const failed = READINESS_CHECKS.filter((name) => outcomes[name] === 'failed')
  if (failed.length === 0) return { status: 200, body: { status: 'ready', checks } }
  return {
    status: 503,
    body: { error: `Not ready: ${failed.map((name) => FAILURE[name]).join('; ')}.`, failed, checks },
  }
}

/** The committed migrations the database has not run (Payload records each by name). */
export function pendingMigrations(committed: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied)
  return committed.filter((name) => !done.has(name))
}
