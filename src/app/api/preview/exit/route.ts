import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { NextResponse, type NextRequest } from 'next/server'

import { exitPreviewQuery } from '@/lib/content/previewQuery'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit?path=/news/slug — leaves draft mode and returns to the public page. */
export async function GET(request: NextRequest) {
  const parsed = exitPreviewQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request.' }, { status: 400 })
  }
  ;(await draftMode()).disable()
  redirect(parsed.data.path)
}
