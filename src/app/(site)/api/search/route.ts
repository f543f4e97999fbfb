import { NextResponse } from 'next/server'

import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/availability/database'
import { getPayloadClient } from '@/lib/payload'
import { getSearchEngine } from '@/lib/search/engine'
import { describeZodError, paramsObject, searchRequestSchema } from '@/lib/search/request'

/** GET /api/search?search=…[&group=libraryProgram|press|reading][&limit][&offset] → grouped, ranked, highlighted results. */
export async function GET(request: Request) {
  const parsed = searchRequestSchema.safeParse(paramsObject(new URL(request.url)))
  if (!parsed.success) return NextResponse.json({ error: describeZodError(parsed.error) }, { status: 400 })
  const { search, group, limit, offset } = parsed.data
  const payload = await getPayloadClient()
  try {
    const results = await getSearchEngine(payload).search({ text: search, group, limit, offset })
    return NextResponse.json(results, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } })
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    payload.logger.warn({ err: error }, 'search: the database is unavailable')
    return databaseUnavailableResponse()
  }
}
