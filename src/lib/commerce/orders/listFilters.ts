import type { Where } from 'payload'
import { z } from 'zod'

import { ORDER_STATUSES } from './statusTransitions'

/**
 * The query of the admin's orders list as the CSV export and the packing slips receive it: Payload's own
 * `where` (the list's filters, passed through unchanged so the result is exactly the list's, and checked by
 * Payload against the collection's fields and access), its `search` box, and for slips a status.
 */
const listQuerySchema = z.object({
  where: z.record(z.string(), z.unknown()).optional(),
  search: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
})

/** The admin's search box looks in these fields (the collection's listSearchableFields). */
const ORDER_SEARCH_FIELDS = ['number', 'email', 'library'] as const

export type ListQueryResult = { ok: true; where: Where } | { ok: false; error: string }

export function ordersListWhere(query: unknown): ListQueryResult {
  const parsed = listQuerySchema.safeParse(query ?? {})
  if (!parsed.success)
    return { ok: false, error: `Invalid filters: ${parsed.error.issues[0]?.message ?? 'unreadable'}` }
  const { where, search, status } = parsed.data
  const and: Where[] = []
  if (where && Object.keys(where).length > 0) and.push(where as Where)
  if (search) and.push({ or: ORDER_SEARCH_FIELDS.map((field) => ({ [field]: { like: search } })) })
  if (status) and.push({ status: { equals: status } })
  return { ok: true, where: and.length > 0 ? { and } : {} }
}
