import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { loadLowStockThreshold } from '../../lib/catalogue/lowStockThreshold'
import { savedViewHref, savedViews } from '../../lib/commerce/savedViews'
import './savedViews.css'

/**
 * The everyday questions, one click each: all of them on the admin's home, each above the list it opens. Each shows how
 * many records it holds; a view on a collection this staff member may not read is left out.
 */
type Props = { payload: Payload; user?: TypedUser | null }

export async function SavedViews({ payload, user, collection }: Props & { collection?: string }) {
  if (!user || !isStaffUser(user)) return null
  const views = savedViews(new Date(), await loadLowStockThreshold(payload)).filter(
    (view) => collection === undefined || view.collection === collection,
  )
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
    <nav className={collection ? 'saved-views saved-views--list' : 'saved-views'} aria-label="Saved views">
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

/**
 * Above a list, that list's own views (Payload's beforeList slot, outside the list's gutter). The books list
 * has its stock links already (StockFilterLinks); the admin's home has all six.
 */
export const SavedViewsAboveList = ({ collectionConfig, ...props }: Props & { collectionConfig: { slug: string } }) =>
  SavedViews({ ...props, collection: collectionConfig.slug })
