import type { CollectionBeforeChangeHook } from 'payload'

import { deriveAvailability } from '../../../lib/catalogue/availability'

/** Availability is never typed by hand: it follows the stock of each variant. */
export const deriveAvailabilityHook: CollectionBeforeChangeHook = ({ data }) => {
  if (!Array.isArray(data.variants)) return data
  return { ...data, ...deriveAvailability(data.variants) }
}
