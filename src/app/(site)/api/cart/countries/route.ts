import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/** SPEC §7 art-s-and-c: the enabled countries with their states ("enabled" kept as '1', SPEC §3). */
export const GET = route({
  handler: async ({ payload }) => {
    const { docs } = await payload.find({
      collection: 'countries',
      where: { enabled: { equals: true } },
      sort: 'name',
      limit: 300,
      depth: 0,
      overrideAccess: false,
    })
    const countries = docs.map((country) => ({
      id: country.id,
      name: country.name,
      iso: country.iso,
      enabled: '1',
      states: (country.states ?? []).map((state) => ({ id: state.id, name: state.name, abbreviation: state.abbreviation })),
    }))
    return json({ countries }, 200, { 'Cache-Control': 'public, max-age=300' })
  },
})
