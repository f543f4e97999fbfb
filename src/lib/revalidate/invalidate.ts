import { revalidatePath, revalidateTag } from 'next/cache'

/** Hard expiry: the next visitor gets fresh content, not the stale page while it regenerates. */
const EXPIRE_NOW = { expire: 0 }

/** Next throws this when there is no request (seed script, CLI, integration tests): nothing is cached there. */
const OUTSIDE_NEXT = /static generation store missing/

type Logger = { warn: (message: string) => void }

function safely(run: () => void, what: string, logger?: Logger) {
  try {
    run()
  } catch (error) {
    const message = (error as Error).message ?? String(error)
    if (!OUTSIDE_NEXT.test(message)) logger?.warn(`[revalidate] ${what} failed: ${message}`)
  }
}

export type Invalidation = { tags?: string[]; paths?: string[]; layoutPaths?: string[] }

/**
 * Drops cached data (tags) and rendered pages (paths) so the next request sees the change.
 * Never throws: a content save must not fail because of the cache.
 */
export function invalidate({ tags = [], paths = [], layoutPaths = [] }: Invalidation, logger?: Logger): void {
  for (const tag of new Set(tags)) safely(() => revalidateTag(tag, EXPIRE_NOW), `revalidateTag(${tag})`, logger)
  for (const path of new Set(paths)) safely(() => revalidatePath(path), `revalidatePath(${path})`, logger)
  for (const path of new Set(layoutPaths))
    safely(() => revalidatePath(path, 'layout'), `revalidatePath(${path}, layout)`, logger)
}
