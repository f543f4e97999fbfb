import type { Where } from 'payload'
import { z } from 'zod'

import { listQueryString, parseListQuery } from './listQuery'

/**
 * A staff member's own saved views (issue 37 item 2): a list's filters and sort under a name they chose, kept
 * in their Payload preferences (`src/lib/staff/viewPreferences.ts`), so no one else sees them. The built-in
 * views are in `src/lib/commerce/savedViews.ts`; both kinds are named by a reference (`builtin:<key>`,
 * `own:<id>`) so the list can say which one was used last.
 */
const OWN_VIEW_COLLECTIONS = ['orders', 'books', 'donations', 'accounts'] as const
export type OwnViewCollection = (typeof OWN_VIEW_COLLECTIONS)[number]

/** What a list is called in the admin's navigation. */
export const LIST_LABELS: Record<OwnViewCollection, string> = {
  orders: 'Orders',
  books: 'Books',
  donations: 'Donations',
  accounts: 'Library accounts',
}

const MAX_OWN_VIEWS = 50

const viewName = z.string().trim().min(1, 'Give the view a name.').max(60, 'Keep the name to 60 characters or fewer.')

const storedView = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  name: viewName,
  collection: z.enum(OWN_VIEW_COLLECTIONS),
  query: z.string().max(4000),
})
export type OwnView = z.infer<typeof storedView>

/** A stored view with its query read: what a list shows and counts. */
export type ReadOwnView = OwnView & { where: Where }

export const viewReference = {
  builtIn: (key: string) => `builtin:${key}`,
  own: (id: string) => `own:${id}`,
}
const reference = z.string().regex(/^(builtin|own):[A-Za-z0-9-]{1,64}$/)

/**
 * The views kept in a staff member's preferences, each checked again: the preference is theirs to write over
 * Payload's REST API, so a view that no longer reads as one is left out rather than trusted.
 */
export function readOwnViews(stored: unknown): ReadOwnView[] {
  const list = z.object({ views: z.array(z.unknown()).max(MAX_OWN_VIEWS) }).safeParse(stored)
  if (!list.success) return []
  return list.data.views.flatMap((candidate) => {
    const view = storedView.safeParse(candidate)
    if (!view.success) return []
    const query = parseListQuery(view.data.query)
    if (!query.ok) return []
    return [{ ...view.data, where: query.query.where ?? {} }]
  })
}

export type NewOwnView = { ok: true; view: OwnView; where: Where; sort?: string } | { ok: false; error: string }

/**
 * A new view from what the staff member typed and the list's URL query: a name (1–60 characters, not one of
 * their views on that list already) and at least one filter. The query is kept in the list URL's own
 * form, rebuilt from what was read, so it carries nothing but the filters and the sort.
 */
export function newOwnView(
  input: { name: unknown; collection: unknown; search: unknown },
  existing: readonly OwnView[],
  id: string,
): NewOwnView {
  const collection = z.enum(OWN_VIEW_COLLECTIONS).safeParse(input.collection)
  if (!collection.success)
    return { ok: false, error: 'Views can be saved on orders, books, donations and library accounts.' }
  const name = viewName.safeParse(input.name)
  if (!name.success) return { ok: false, error: name.error.issues[0]?.message ?? 'Give the view a name.' }
  if (typeof input.search !== 'string') return { ok: false, error: 'These filters could not be read.' }
  const query = parseListQuery(input.search)
  if (!query.ok) return query
  const { where, sort } = query.query
  // The admin writes the list's sort into its URL whenever it opens, so a view is its filters (and their sort).
  if (!where) return { ok: false, error: 'Filter the list first, then save it as a view.' }
  const sameName = (view: OwnView) =>
    view.collection === collection.data && view.name.toLocaleLowerCase() === name.data.toLocaleLowerCase()
  if (existing.some(sameName))
    return { ok: false, error: `You already have a view called “${name.data}” on this list.` }
  if (existing.length >= MAX_OWN_VIEWS)
    return { ok: false, error: `You have ${MAX_OWN_VIEWS} views already: remove one to save another.` }
  return {
    ok: true,
    view: { id, name: name.data, collection: collection.data, query: listQueryString(query.query) },
    where,
    ...(sort ? { sort } : {}),
  }
}

export const ownViewHref = (view: Pick<OwnView, 'collection' | 'query'>) =>
  `/admin/collections/${view.collection}?${view.query}`

/** A view as it is stored: its own fields only (a read view also carries its parsed `where`). */
const stored = ({ id, name, collection, query }: OwnView): OwnView => ({ id, name, collection, query })

/** The value to keep after removing one view (removing a view already gone changes nothing). */
export const withoutOwnView = (views: readonly OwnView[], id: string) => ({
  views: views.filter((view) => view.id !== id).map(stored),
})

export const withOwnView = (views: readonly OwnView[], view: OwnView) => ({ views: [...views.map(stored), view] })

/**
 * The view a staff member used last on a list, when it still exists (a removed view is forgotten, not shown).
 * The preference holds a reference; anything else in it is ignored.
 */
export function pickLastUsed<View extends { ref: string }>(stored: unknown, views: readonly View[]): View | null {
  const ref = reference.safeParse(stored)
  if (!ref.success) return null
  return views.find((view) => view.ref === ref.data) ?? null
}
