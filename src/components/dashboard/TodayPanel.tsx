import Link from 'next/link'
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { isStaffUser, type StaffRole } from '../../access/roles'
import { lowStockThreshold, stockLevelWhere } from '../../lib/catalogue/stockLevel'
import { whereSearchParams } from '../../lib/staff/listQuery'
import { libraryOrdersToShipWhere, pressOrdersToShipWhere } from '../../lib/commerce/orders/workQueues'
import { restockHref } from '../../lib/commerce/restock/restockFilters'
import { waitingListDays } from '../../lib/commerce/waiting-list/rules'
import { openWaitsWhere } from '../../lib/commerce/waiting-list/waits'
import { EMAIL_QUEUE } from '../../lib/email/queue'
import { dashboardSections } from '../../lib/staff/dashboardSections'
import { adminDate } from '../waiting-list-admin/adminDate'
import './todayPanel.css'

type Tile = { title: string; figure: number; detail?: string; href?: string; linkText?: string }

const listHref = (collection: string, where: Where) => `/admin/collections/${collection}?${whereSearchParams(where).toString()}`

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** Editorial collections with drafts, as staff name them. */
const DRAFTED: readonly { slug: CollectionSlug; label: string }[] = [
  { slug: 'news', label: 'News' },
  { slug: 'notes', label: 'Notes' },
  { slug: 'guides', label: 'Teaching guides' },
  { slug: 'editions', label: 'Editions' },
  { slug: 'books', label: 'Books' },
]

const DONATION_DAYS = 30
const DAY_MS = 86_400_000

/**
 * The admin's home (issue 33 item 3): what needs doing today, per role (src/lib/staff/dashboardSections.ts),
 * each tile linking to the list or page that holds the work. Reads as the staff member (their access rules),
 * except the email queue, which no role may list and which only the roles that see this section are told about.
 */
export async function TodayPanel({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || !isStaffUser(user)) return null
  const sections = dashboardSections((user as { roles?: StaffRole[] | null }).roles)
  const count = async (collection: CollectionSlug, where: Where) =>
    (await payload.count({ collection, where, overrideAccess: false, user })).totalDocs
  const now = new Date()
  const tiles: Tile[] = []

  if (sections.includes('orders')) {
    const [library, press, oldest] = await Promise.all([
      count('orders', libraryOrdersToShipWhere),
      count('orders', pressOrdersToShipWhere),
      payload.find({
        collection: 'orders',
        where: libraryOrdersToShipWhere,
        sort: 'dateOrdered',
        limit: 1,
        depth: 0,
        select: { dateOrdered: true },
        overrideAccess: false,
        user,
      }),
    ])
    const oldestDate = oldest.docs[0]?.dateOrdered
    tiles.push({
      title: 'Library orders to pack and ship',
      figure: library,
      detail: oldestDate ? `Oldest waiting since ${adminDate(oldestDate)}` : 'None waiting',
      href: listHref('orders', libraryOrdersToShipWhere),
      linkText: 'Open these orders',
    })
    tiles.push({
      title: 'Press orders paid, not shipped',
      figure: press,
      href: listHref('orders', pressOrdersToShipWhere),
      linkText: 'Open these orders',
    })
  }

  if (sections.includes('stock')) {
    // One read of the Program policy for both of its settings this section uses.
    const policy = await payload.findGlobal({ slug: 'program-policy', depth: 0, overrideAccess: true })
    const threshold = lowStockThreshold(policy.lowStockThreshold)
    const days = waitingListDays(policy.waitingListDays)
    const [out, low, waits] = await Promise.all([
      count('books', stockLevelWhere('out', threshold)),
      count('books', stockLevelWhere('low', threshold)),
      count('waiting-list-entries', openWaitsWhere(now, days)),
    ])
    tiles.push({
      title: 'Books out of stock',
      figure: out,
      detail: waits > 0 ? `${plural(waits, 'library is', 'libraries are')} waiting for one` : undefined,
      href: restockHref({ level: 'out' }),
      linkText: 'Restock them',
    })
    tiles.push({
      title: 'Books low in stock',
      figure: low,
      detail: `${threshold} or fewer copies of a variant`,
      href: restockHref({ level: 'low' }),
      linkText: 'Restock them',
    })
  }

  if (sections.includes('emails')) {
    const pending: Where = { and: [{ queue: { equals: EMAIL_QUEUE } }, { completedAt: { exists: false } }] }
    const [retrying, failed] = await Promise.all(
      [false, true].map(
        async (hasError) =>
          (
            await payload.count({
              collection: 'payload-jobs',
              where: { and: [pending, { totalTried: { greater_than: 0 } }, { hasError: { equals: hasError } }] },
              overrideAccess: true,
            })
          ).totalDocs,
      ),
    )
    tiles.push({
      title: 'Emails waiting for a retry',
      figure: retrying,
      detail:
        failed > 0
          ? `${plural(failed, 'email', 'emails')} could not be sent after every retry: check the mail settings`
          : 'Retried automatically every minute',
    })
  }

  if (sections.includes('content')) {
    const drafts = await Promise.all(
      DRAFTED.map(async ({ slug, label }) => ({ slug, label, total: await count(slug, { _status: { equals: 'draft' } }) })),
    )
    for (const { slug, label, total } of drafts)
      if (total > 0)
        tiles.push({
          title: `${label}: drafts not published`,
          figure: total,
          href: listHref(slug, { _status: { equals: 'draft' } }),
          linkText: 'Open the drafts',
        })
    if (drafts.every(({ total }) => total === 0)) tiles.push({ title: 'Drafts not published', figure: 0 })
  }

  if (sections.includes('donations')) {
    const since = new Date(now.getTime() - DONATION_DAYS * DAY_MS).toISOString()
    const where: Where = { and: [{ createdAt: { greater_than_equal: since } }, { status: { in: ['completed', 'active'] } }] }
    const { docs } = await payload.find({
      collection: 'donations',
      where,
      select: { amount: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const total = docs.reduce((sum, donation) => sum + (donation.amount ?? 0), 0)
    tiles.push({
      title: `Donations in the last ${DONATION_DAYS} days`,
      figure: docs.length,
      detail: `$${total.toLocaleString('en-US')} in all`,
      href: listHref('donations', where),
      linkText: 'Open these donations',
    })
  }

  if (sections.includes('bookOffers')) {
    const where: Where = { answered: { not_equals: true } }
    tiles.push({
      title: 'Book donation offers not answered',
      figure: await count('book-donation-requests', where),
      href: listHref('book-donation-requests', where),
      linkText: 'Open these offers',
    })
  }

  return (
    <section aria-labelledby="today-title" className="today-panel">
      <h2 id="today-title">Today</h2>
      <ul className="today-panel__tiles">
        {tiles.map((tile) => (
          <li key={tile.title} className="today-panel__tile">
            <h3>{tile.title}</h3>
            <p className="today-panel__figure">{tile.figure.toLocaleString('en-US')}</p>
            {tile.detail && <p className="today-panel__detail">{tile.detail}</p>}
            {tile.href && (
              <Link href={tile.href} aria-label={`${tile.linkText}: ${tile.title.toLowerCase()}`}>
                {tile.linkText}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
