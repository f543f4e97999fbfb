import type { Payload, TypedUser, Where } from 'payload'

import { isStaffUser } from '../../access/roles'
import { loadLowStockThreshold } from '../../lib/catalogue/lowStockThreshold'
import { savedViewHref, savedViews } from '../../lib/commerce/savedViews'
import { isUnfilteredList } from '../../lib/staff/listQuery'
import { removeOwnViewAction } from '../../lib/staff/ownViewActions'
import { LIST_LABELS, ownViewHref, pickLastUsed, viewReference, type OwnViewCollection } from '../../lib/staff/ownViews'
import { loadLastUsed, loadOwnViews } from '../../lib/staff/viewPreferences'
import { SavedViewLink } from './SavedViewLink'
import { SaveViewForm } from './SaveViewForm'
import './savedViews.css'

/**
 * The everyday questions and each staff member's own views, one click each (issue 37 item 2): all of them on
 * the admin's home, each above the list it opens, with how many records it holds. A view on a list this staff
 * member may not read (or whose filters no longer fit it) is left out. Own views come from the staff member's
 * preferences, so no one else sees them; each has its Remove.
 */
type Props = { payload: Payload; user?: TypedUser | null }
type View = {
  ref: string
  label: string
  collection: string
  href: string
  where: Where
  own?: { id: string }
}
type ShownView = View & { totalDocs: number }

/** The built-in views and the staff member's own, all or one list's. */
async function viewsOf(payload: Payload, user: TypedUser, collection?: string): Promise<View[]> {
  const [lowStockThreshold, ownViews] = await Promise.all([loadLowStockThreshold(payload), loadOwnViews(payload, user)])
  const builtIn = savedViews(new Date(), lowStockThreshold).map((view) => ({
    ref: viewReference.builtIn(view.key),
    label: view.label,
    collection: view.collection as string,
    href: savedViewHref(view),
    where: view.where,
  }))
  const own = ownViews.map((view) => ({
    ref: viewReference.own(view.id),
    label: view.name,
    collection: view.collection as string,
    href: ownViewHref(view),
    where: view.where,
    own: { id: view.id },
  }))
  return [...builtIn, ...own].filter((view) => collection === undefined || view.collection === collection)
}

/** The views with how many records each holds; one whose filters Payload refuses for this person is left out. */
async function counted(payload: Payload, user: TypedUser, views: View[]): Promise<ShownView[]> {
  const answers = await Promise.all(
    views.map(async (view) => {
      try {
        const { totalDocs } = await payload.count({
          collection: view.collection as OwnViewCollection,
          where: view.where,
          overrideAccess: false,
          user,
        })
        return { ...view, totalDocs }
      } catch {
        return null
      }
    }),
  )
  return answers.filter((view) => view !== null)
}

function ViewItem({ view, showList }: { view: ShownView; showList: boolean }) {
  return (
    <li>
      <SavedViewLink href={view.href} viewRef={view.ref} collection={view.collection}>
        {view.label} <span className="saved-views__count">({view.totalDocs})</span>
      </SavedViewLink>
      {view.own && showList && (
        <span className="saved-views__list-name">in {LIST_LABELS[view.collection as OwnViewCollection]}</span>
      )}
      {view.own && (
        <form action={removeOwnViewAction} className="saved-views__remove">
          <input type="hidden" name="id" value={view.own.id} />
          <button type="submit" aria-label={`Remove view “${view.label}”`}>
            Remove
          </button>
        </form>
      )}
    </li>
  )
}

function ViewList({ views, showList }: { views: ShownView[]; showList: boolean }) {
  return (
    <nav className="saved-views__nav" aria-label="Saved views">
      <span className="saved-views__title">Saved views</span>
      <ul>
        {views.map((view) => (
          <ViewItem key={view.ref} view={view} showList={showList} />
        ))}
      </ul>
    </nav>
  )
}

/** On the admin's home: every view, the staff member's own ones saying which list they open. */
export async function SavedViews({ payload, user }: Props) {
  if (!user || !isStaffUser(user)) return null
  const views = await counted(payload, user, await viewsOf(payload, user))
  if (views.length === 0) return null
  return (
    <div className="saved-views">
      <ViewList views={views} showList />
    </div>
  )
}

type ListProps = Props & {
  collectionConfig: { slug: string }
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * Above a list (Payload's beforeList slot): that list's views, "Save this view" when the list is filtered, and,
 * when the list was opened plainly (from the navigation), the view used last on it, one click away. Not opened by itself: a list that changes on its own when opened would surprise.
 */
async function ViewsAboveList({
  payload,
  user,
  collectionConfig,
  searchParams,
  builtIn,
}: ListProps & { builtIn: boolean }) {
  if (!user || !isStaffUser(user)) return null
  const collection = collectionConfig.slug
  const views = await viewsOf(payload, user, collection)
  const lastUsedView = isUnfilteredList(searchParams)
    ? pickLastUsed(await loadLastUsed(payload, user, collection), views)
    : null
  // Counted: the views shown above this list, and the last used one (which may be a built-in view of the home).
  const shown = await counted(
    payload,
    user,
    views.filter((view) => builtIn || view.own || view === lastUsedView),
  )
  const lastUsed = shown.find((view) => view.ref === lastUsedView?.ref) ?? null
  const listed = shown.filter((view) => builtIn || view.own)
  return (
    <div className="saved-views saved-views--list">
      {lastUsed && (
        <p className="saved-views__last">
          Last used:{' '}
          <SavedViewLink href={lastUsed.href} viewRef={lastUsed.ref} collection={collection}>
            {lastUsed.label}
          </SavedViewLink>
        </p>
      )}
      {listed.length > 0 && <ViewList views={listed} showList={false} />}
      <SaveViewForm collection={collection} />
    </div>
  )
}

export const SavedViewsAboveList = (props: ListProps) => ViewsAboveList({ ...props, builtIn: true })

/** Above the books list, whose built-in stock views are the stock links already (StockFilterLinks). */
export const OwnViewsAboveList = (props: ListProps) => ViewsAboveList({ ...props, builtIn: false })
