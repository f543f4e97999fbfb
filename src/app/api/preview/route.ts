import { timingSafeEqual } from 'node:crypto'

import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { NextResponse, type NextRequest } from 'next/server'

import { isStaffUser } from '@/access/roles'
import { getSecrets } from '@/lib/config/secrets'
import { previewQuery } from '@/lib/content/previewQuery'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const refuse = (status: 400 | 401 | 403, error: string) =>
  NextResponse.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/preview?path=/news/slug&secret=… — the admin's live preview and Preview button open this.
 * It turns on Next draft mode (pages then read drafts, uncached) only for a request that carries both
 * the preview secret AND a logged-in staff session (the admin's payload-token cookie), then redirects
 * to the page. A leaked link alone opens nothing.
 */
export async function GET(request: NextRequest) {
  const parsed = previewQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid preview request.')
  if (!sameSecret(parsed.data.secret, getSecrets().previewSecret)) return refuse(401, 'Invalid preview secret.')

  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !isStaffUser(user)) return refuse(403, 'Log in to the admin as staff to preview drafts.')

  ;(await draftMode()).enable()
  redirect(parsed.data.path)
}
