import type { Payload, TypedUser } from 'payload'

import { idOf } from './shipments'
import { impactReport, reportWhere, type ImpactReport, type ReportFilters, type ReportOrder } from './impactReport'

type Option = { id: string; title: string }
export type ReportOptions = { libraryTypes: Option[]; communities: Option[]; organisation: string }

/** Read as the staff member asking: the orders' own access decides who may see the report's numbers. */
const asUser = (user: TypedUser) => ({ overrideAccess: false, user, depth: 0 }) as const

/** The filters' choices (library types, communities) and the organisation's name for the printed report. */
export async function loadReportOptions(payload: Payload, user: TypedUser): Promise<ReportOptions> {
  const [types, communities, settings] = await Promise.all([
    payload.find({ collection: 'library-types', select: { title: true }, pagination: false, sort: 'title', ...asUser(user) }),
    payload.find({ collection: 'library-communities', select: { title: true }, pagination: false, sort: 'title', ...asUser(user) }),
    payload.findGlobal({ slug: 'site-settings', select: { seo: true }, ...asUser(user) }),
  ])
  const options = (docs: { id: number | string; title?: string | null }[]) =>
    docs.map((doc) => ({ id: String(doc.id), title: doc.title ?? String(doc.id) }))
  return {
    libraryTypes: options(types.docs),
    communities: options(communities.docs),
    organisation: settings.seo?.siteTitle?.trim() || 'A.R.T.',
  }
}

/** The report for `filters`: the orders `reportWhere` selects, with their libraries' type and people served. */
export async function loadImpactReport(
  payload: Payload,
  user: TypedUser,
  filters: ReportFilters,
  libraryTypes: readonly Option[],
): Promise<ImpactReport> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: reportWhere(filters),
    select: { account: true, state: true, totalQty: true, shippedAt: true, dateOrdered: true, peopleServed: true },
    pagination: false,
    ...asUser(user),
  })
  const orders: ReportOrder[] = docs.flatMap((order) => {
    const accountId = idOf(order.account)
    return accountId
      ? [
          {
            accountId,
            state: order.state ?? null,
            books: order.totalQty ?? 0,
            shippedAt: order.shippedAt ?? null,
            dateOrdered: order.dateOrdered ?? null,
            peopleServed: order.peopleServed ?? null,
          },
        ]
      : []
  })
  const ids = [...new Set(orders.map((order) => order.accountId))]
  const accounts = ids.length
    ? (
        await payload.find({
          collection: 'accounts',
          where: { id: { in: ids } },
          select: { libraryType: true, numberServes: true },
          pagination: false,
          ...asUser(user),
        })
      ).docs
    : []
  const typeTitle = new Map(libraryTypes.map((type) => [type.id, type.title]))
  return impactReport(
    orders,
    accounts.map((account) => ({
      id: String(account.id),
      libraryType: typeTitle.get(idOf(account.libraryType) ?? '') ?? null,
      numberServes: account.numberServes ?? null,
    })),
  )
}
