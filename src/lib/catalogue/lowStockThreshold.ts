import type { Payload } from 'payload'

import { lowStockThreshold } from './stockLevel'

/** The Program policy's low-stock threshold (staff set it; the books list, restock page and dashboard read it). */
export async function loadLowStockThreshold(payload: Payload): Promise<number> {
  const policy = await payload.findGlobal({ slug: 'program-policy', depth: 0, overrideAccess: true })
  return lowStockThreshold(policy.lowStockThreshold)
}
