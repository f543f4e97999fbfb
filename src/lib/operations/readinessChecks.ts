import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '../payload'
import { clientStarted, sharedRedisClient } from '../redis/client'
import { getSearchEngine } from '../search/engine'
import { isShuttingDown } from './lifecycle.mjs'
import { pendingMigrations, type CheckOutcome, type ReadinessCheck } from './readiness'

/** Each check's limit: a monitor polling every few seconds must get an answer, not a hung request. */
const CHECK_TIMEOUT_MS = 3_000

class CheckTimeout extends Error {}

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS).unref()),
  ])

const outcome = async (check: () => Promise<boolean>): Promise<CheckOutcome> =>
  within(check()).then(
    (ok) => (ok ? 'ok' : 'failed'),
    () => 'failed',
  )

/** The names Payload recorded for the migrations it ran (one query: it also proves the database answers). */
async function appliedMigrations(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => String(doc.name))
}

async function redisAnswers(): Promise<boolean> {
  const client = sharedRedisClient()
  if (!client) return true
  await clientStarted(client)
  return (await client.ping()) === 'PONG'
}

/**
 * Runs /api/ready's checks (src/lib/operations/readiness.ts decides the answer). Errors become 'failed' and
 * are not passed on: what a check threw may name a host or hold a connection string.
 */
export async function runReadinessChecks(): Promise<Partial<Record<ReadinessCheck, CheckOutcome>>> {
  const outcomes: Partial<Record<ReadinessCheck, CheckOutcome>> = {
    shutdown: isShuttingDown() ? 'failed' : 'ok',
    redis: sharedRedisClient() ? await outcome(redisAnswers) : 'skipped',
  }
  let payload: Payload
  let applied: string[]
  try {
    payload = await within(getPayloadClient())
    applied = await within(appliedMigrations(payload))
    outcomes.database = 'ok'
  } catch {
    return { ...outcomes, database: 'failed' }
  }
  const committed = (payload.db as unknown as { prodMigrations?: { name: string }[] }).prodMigrations ?? []
  outcomes.migrations = pendingMigrations(committed.map((migration) => migration.name), applied).length ? 'failed' : 'ok'
  outcomes.search = await outcome(() => getSearchEngine(payload).isFilled())
  return outcomes
}
