import { json, route } from '@/lib/http/route'
import { getSearchEngine } from '@/lib/search/engine'
import { searchRequestSchema } from '@/lib/search/request'

/** GET /api/search?search=…[&group=libraryProgram|press|reading][&limit][&offset] → grouped, ranked, highlighted results. */
export const GET = route({
  schema: searchRequestSchema,
  handler: async ({ payload, input: { search, group, limit, offset } }) => {
    const results = await getSearchEngine(payload).search({ text: search, group, limit, offset })
    return json(results, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=30' })
  },
})
