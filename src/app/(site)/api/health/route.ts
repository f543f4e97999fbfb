import { json } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/**
 * Liveness: the process answers HTTP. Touches nothing else (no database), so a monitor restarts a hung process,
 * not one whose database is down; /api/ready says whether it can serve. No rate limit: monitors poll it.
 */
export function GET() {
  return json({ status: 'ok' })
}
