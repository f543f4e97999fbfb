import type { Where } from 'payload'
import { z } from 'zod'

import { stockLevelWhere } from '../../catalogue/stockLevel'

/**
 * What the restock page lists (its filters live in the URL, so "books out of stock" is a link the dashboard and
 * the books list can give): a title search, the stock level, the catalogue and the page.
 */
export type RestockFilters = {
  search: string
  level: 'all' | 'low' | 'out'
  catalogue: 'all' | 'libraryProgram' | 'press'
  page: number
}

const schema = z.object({
  search: z.string().trim().max(200).catch(''),
  level: z.enum(['all', 'low', 'out']).catch('all'),
  catalogue: z.enum(['all', 'libraryProgram', 'press']).catch('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

/** Filters from the query string; a missing or nonsense value means its default (never an error page). */
export const restockFilters = (query: Record<string, unknown>): RestockFilters =>
  schema.parse({ search: query.search ?? '', level: query.level ?? 'all', catalogue: query.catalogue ?? 'all', page: query.page ?? 1 })

export function restockWhere(filters: RestockFilters, threshold: number): Where {
  const and: Where[] = []
  if (filters.level !== 'all') and.push(stockLevelWhere(filters.level, threshold))
  if (filters.catalogue !== 'all') and.push({ productTypeHandle: { equals: filters.catalogue } })
  if (filters.search) and.push({ title: { like: filters.search } })
  return and.length > 0 ? { and } : {}
}

/** The page's own URL for these filters (links from the dashboard, paging). */
export function restockHref(filters: Partial<RestockFilters>): string {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.level && filters.level !== 'all') params.set('level', filters.level)
  if (filters.catalogue && filters.catalogue !== 'all') params.set('catalogue', filters.catalogue)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return `/admin/restock${query ? `?${query}` : ''}`
}
