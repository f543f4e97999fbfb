import 'server-only'

import type { TypedUser } from 'payload'
import { unstable_cache } from 'next/cache'
import { draftMode, headers } from 'next/headers'

import { isStaffUser } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload'

import { collectionTag } from './tags'

/**
 * How a page reads content. Public visitors get the published version from the cache; a staff
 * member who opened the page through the preview route (Next draft mode) gets the latest drafts,
 * uncached, with Payload's access control applied to their own user.
 */
export type ReadContext = { draft: false; user: null } | { draft: true; user: TypedUser }

const PUBLIC: ReadContext = { draft: false, user: null }

/** Every cached read that populates uploads depends on the media collection too. */
export const MEDIA_TAG = collectionTag('media')

/**
 * Safety net for changes that bypass Payload's hooks (e.g. SQL run by hand): cached content is
 * refreshed at least this often. Normal edits revalidate at once through the hooks.
 */
const MAX_AGE_SECONDS = 600

export async function readContext(): Promise<ReadContext> {
  let draft = false
  try {
    draft = (await draftMode()).isEnabled
  } catch {
    // Outside a request (build-time generateStaticParams): only published content.
    return PUBLIC
  }
  if (!draft) return PUBLIC
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && isStaffUser(user) ? { draft: true, user } : PUBLIC
}

/**
 * A content reader: cached under `key` and `tags` for the public, fresh for previewing staff.
 * `load` must pass `draft: ctx.draft`, `overrideAccess: false` and `user: ctx.user` to Payload, so
 * the public path only ever sees what the access rules publish.
 */
export function contentReader<Args extends Array<string | number>, Result>(
  key: string,
  tags: (...args: NoInfer<Args>) => string[],
  load: (ctx: ReadContext, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const ctx = await readContext()
    if (ctx.draft) return load(ctx, ...args)
    return unstable_cache(() => load(PUBLIC, ...args), [key, ...args.map(String)], {
      tags: tags(...args),
      revalidate: MAX_AGE_SECONDS,
    })()
  }
}

/** The Payload options every read shares. */
export const readOptions = (ctx: ReadContext) => ({ draft: ctx.draft, overrideAccess: false, user: ctx.user }) as const

export { getPayloadClient }
