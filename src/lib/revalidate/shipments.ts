import { SHIPMENTS_TAG } from '../content/tags'
import type { Invalidation } from './invalidate'

/** The pages built from shipped library orders: refreshed when one ships, or a library's map entry changes. */
export const shipmentsInvalidation = (): Invalidation => ({
  tags: [SHIPMENTS_TAG],
  paths: ['/library-program/map', '/library-program/about'],
})
