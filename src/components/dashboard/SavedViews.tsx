import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { loadLowStockThreshold } from '../../lib/catalogue/lowStockThreshold'
import { savedViewHref, savedViews } from '../../lib/commerce/savedViews'
import './savedViews.css'

/**
 * The everyday questions, one click each, on the admin's home and above the lists they open. Each shows how
 * many records it holds; a view on a collection this staff member may not read is left out.
 */
type Props = { payload: Payload; user?: TypedUser | null }

export async function SavedViews({ payload, user, aboveList = false }: Props & { aboveList?: boolean }) {
  if (!user || !isStaffUser(user)) return null
  const views = savedViews(new Date(), await loadLowStockThreshold(payload))
  const counted = await Promise.all(
    views.map(async (view) => {
      try {
        const { totalDocs } = await payload.count({ collection: view.collection, where: view.where, overrideAccess: false, user })
        return { ...view, totalDocs }
      } catch {
        return null
      }
    }),
  )
  const shown = counted.filter((view) => view !== null)
  if (shown.length === 0) return null
  return (
    <nav className={aboveList ? 'saved-views saved-views--list' : 'saved-views'} aria-label="Saved views">
      <span className="saved-views__title">Saved views</span>
      <ul>
        {shown.map((view) => (
          <li key={view.key}>
            <Link href={savedViewHref(view)} data-view={view.key}>
              {view.label} <span className="saved-views__count">({view.totalDocs})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The same links above a collection's list (Payload's beforeList slot sits outside the list's gutter). */
export const SavedViewsAboveList = (props: Props) => SavedViews({ ...props, aboveList: true })
