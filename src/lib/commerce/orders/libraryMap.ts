import 'server-only'

import type { Payload } from 'payload'

import { contentReader, getPayloadClient } from '../../content/read'
import { collectionTag, SHIPMENTS_TAG } from '../../content/tags'
import {
  buildMapEntries,
  type CuratedRow,
  type MapAccountRow,
  type MapEntry,
} from '../../map/mapEntries'
import { idOf, readShippedLibraryOrders } from './shipments'

/**
 * The Library Program's public map (src/lib/map/mapEntries.ts), read from shipped library orders, the accounts
 * that placed them and the published curated entries. Orders and accounts are private to staff, so they are
 * read with the server's own access and only what the map publishes is selected: a library's name, city,
 * state, ZIP (for its position, never shown) and its choice about the map; a shipment's account, books and
 * dates. Cached until an order ships or is cancelled, an account's map fields change, or a curated entry is
 * saved (src/lib/revalidate/shipments.ts).
 */
export const libraryMapEntries = contentReader(
  'map:entries',
  () => [SHIPMENTS_TAG, collectionTag('participating-libraries')],
  async () => loadLibraryMapEntries(await getPayloadClient()),
)

export async function loadLibraryMapEntries(payload: Payload): Promise<MapEntry[]> {
  const [shipments, curatedDocs] = await Promise.all([
    readShippedLibraryOrders(payload),
    payload.find({
      collection: 'participating-libraries',
      where: { _status: { equals: 'published' } },
      select: {
        library: true,
        location: true,
        latitude: true,
        longitude: true,
        participantSinceYear: true,
        excerptText: true,
        account: true,
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const curated: CuratedRow[] = curatedDocs.docs.map((entry) => ({
    id: String(entry.id),
    library: entry.library,
    location: entry.location,
    latitude: entry.latitude,
    longitude: entry.longitude,
    participantSinceYear: entry.participantSinceYear ?? null,
    excerptText: entry.excerptText ?? null,
    accountId: idOf(entry.account),
  }))
  const ids = [
    ...new Set([
      ...shipments.map((row) => row.accountId),
      ...curated.flatMap((row) => (row.accountId ? [row.accountId] : [])),
    ]),
  ]
  const accounts: MapAccountRow[] = ids.length
    ? (
        await payload.find({
          collection: 'accounts',
          where: { id: { in: ids } },
          select: { library: true, city: true, state: true, zipCode: true, showOnMap: true, hiddenFromMap: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs.map((account) => ({
        id: String(account.id),
        library: account.library,
        city: account.city ?? null,
        state: account.state ?? null,
        zipCode: account.zipCode ?? null,
        showOnMap: account.showOnMap ?? null,
        hiddenFromMap: account.hiddenFromMap ?? null,
      }))
    : []
  return buildMapEntries({ shipments, accounts, curated })
}
