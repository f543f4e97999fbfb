import { resolveDatabaseTarget } from '../db/databaseUrl'

type Env = Record<string, string | undefined>

export type InstancesCheck = { ok: true; instances: number } | { ok: false; message: string }

/**
 * Whether this configuration may run as `APP_INSTANCES` identical app instances (default 1). Several instances
 * need one shared database (PostgreSQL: SQLite is a file of one machine) and one shared Redis (REDIS_URL) for
 * the page cache and rate limits: without it each instance would serve its own stale pages after an edit.
 * A refusal names what to set.
 */
export function checkInstances(env: Env): InstancesCheck {
  const raw = env.APP_INSTANCES?.trim()
  const instances = raw ? Number(raw) : 1
  if (!Number.isInteger(instances) || instances < 1) {
    return { ok: false, message: `APP_INSTANCES must be a whole number of app instances, 1 or more (got "${raw}").` }
  }
  if (instances === 1) return { ok: true, instances }
  const missing: string[] = []
  let database: 'postgres' | 'sqlite' | 'invalid'
  try {
    database = resolveDatabaseTarget(env.DATABASE_URL, env.NODE_ENV, '/').kind
  } catch {
    database = 'invalid'
  }
  if (database !== 'postgres') {
    missing.push('DATABASE_URL=postgres://… (PostgreSQL; SQLite holds one machine’s data and cannot be shared)')
  }
  if (!env.REDIS_URL?.trim()) {
    missing.push('REDIS_URL=redis://… (the shared page cache and rate limits)')
  }
  if (missing.length === 0) return { ok: true, instances }
  return {
    ok: false,
    message: [
      `APP_INSTANCES=${instances}: several app instances need shared state, so this instance refuses to start. Set:`,
      ...missing.map((item) => `  - ${item}`),
      'or set APP_INSTANCES=1 to run a single instance.',
    ].join('\n'),
  }
}
