import 'server-only'

import type { Payload } from 'payload'

import { contentReader, getPayloadClient } from '../../content/read'
import { globalTag, SHIPMENTS_TAG } from '../../content/tags'
import { impactFigures, type ImpactBaseline, type ImpactFigures } from '../../impact/impactFigures'
import { readShippedLibraryOrders } from './shipments'

/**
 * The impact figures (src/lib/impact/impactFigures.ts) from shipped library orders, the states and 'People
 * served' of the accounts that received them, and the baseline staff enter in the Learn more page. Cached until
 * an order ships or is cancelled, or that page is saved.
 */
export const libraryProgramImpact = contentReader(
  'impact:figures',
  () => [SHIPMENTS_TAG, globalTag('learn-more')],
  async () => loadImpactFigures(await getPayloadClient()),
)

export async function loadImpactFigures(payload: Payload): Promise<ImpactFigures> {
  const [shipments, page] = await Promise.all([
    readShippedLibraryOrders(payload),
    payload.findGlobal({ slug: 'learn-more', depth: 0, draft: false, overrideAccess: false }),
  ])
  const ids = [...new Set(shipments.map((row) => row.accountId))]
  const { docs } = ids.length
    ? await payload.find({
        collection: 'accounts',
        where: { id: { in: ids } },
        select: { state: true, numberServes: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const accounts = docs.map((account) => ({
    id: String(account.id),
    state: account.state ?? null,
    numberServes: account.numberServes ?? null,
  }))
  const baseline: ImpactBaseline = {
    libraries: page.impact?.librariesBefore,
    books: page.impact?.booksBefore,
    peopleServed: page.impact?.peopleServedBefore,
    states: page.impact?.statesBefore,
  }
  return impactFigures(shipments, accounts, baseline)
}
