import type { CollectionAfterChangeHook } from 'payload'

import type { Account } from '../../payload-types'
import { afterCommit } from '../db/afterCommit'
import { invalidate } from '../revalidate/invalidate'
import { shipmentsInvalidation } from '../revalidate/shipments'

/** What of an account the public map shows or decides by. */
const MAP_FIELDS = ['library', 'city', 'state', 'zipCode', 'showOnMap', 'hiddenFromMap'] as const

/** A library that moves, renames itself or leaves the map is shown so on the next visit. */
export const refreshMapWhenEntryChanges: CollectionAfterChangeHook<Account> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !MAP_FIELDS.some((field) => doc[field] !== previousDoc?.[field])) return doc
  await afterCommit(req, 'refreshing the map', async () => invalidate(shipmentsInvalidation(), req.payload.logger))
  return doc
}
