import { NextResponse } from 'next/server'

import { getFilterList } from '@/lib/catalogue/server'
import type { FilterType } from '@/lib/catalogue/filters'
import { describeZodError, filterListRequestSchema, paramsObject } from '@/lib/search/request'

/** GET /api/search/filters?type=artists → every tag of that filter type plus the featured ones, for the filter modal. */
export async function GET(request: Request) {
  const parsed = filterListRequestSchema.safeParse(paramsObject(new URL(request.url)))
  if (!parsed.success) return NextResponse.json({ error: describeZodError(parsed.error) }, { status: 400 })
  const list = await getFilterList(parsed.data.type as FilterType)
  return NextResponse.json(list, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
