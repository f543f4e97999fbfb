import { json } from '@/lib/http/route'
import { readinessAnswer } from '@/lib/operations/readiness'
import { runReadinessChecks } from '@/lib/operations/readinessChecks'

export const dynamic = 'force-dynamic'

/**
 * Readiness (docs/deployment.md): 200 when this instance can serve (database reachable and migrated, search
 * index filled, Redis reachable when configured, not shutting down), else 503 naming the checks that failed.
 * Not through route(): that boots Payload first, and a database that cannot be reached is one of the answers
 * here. No rate limit: balancers and monitors poll it.
 */
export async function GET() {
  const { status, body } = readinessAnswer(await runReadinessChecks())
  return json(body, status)
}
