import type { FilterType } from '@/lib/catalogue/filters'
import { getFilterList } from '@/lib/catalogue/server'
import { json, route } from '@/lib/http/route'
import { filterListRequestSchema } from '@/lib/search/request'

/** GET /api/search/filters?type=artists → every tag of that filter type plus the featured ones, for the filter modal. */
export const GET = route({
  schema: filterListRequestSchema,
  handler: async ({ input }) =>
    json(await getFilterList(input.type as FilterType), 200, { 'Cache-Control': 'public, max-age=60' }),
})
