import { NextResponse } from 'next/server'

import { getSiteSettings } from '@/lib/site/globals'

/** GET /api/search/suggestions → the search dialog's texts from the site-settings global. */
export async function GET() {
  const settings = await getSiteSettings()
  return NextResponse.json(
    {
      phrases: (settings?.searchSuggestions ?? []).map((s) => s.phrase).filter(Boolean),
      searchCta: settings?.searchCta ?? null,
      filterInstruction: settings?.filterInstruction ?? null,
    },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}
