/**
 * The Library Program's impact figures (/library-program/about): what shipped orders say, plus the history
 * from before this site that staff enter as a baseline. A library counts once however many orders it received,
 * whether or not it shows on the public map (leaving the map is about publicity, not about what was sent).
 */
export type ImpactShipment = {
  accountId: string
  books: number
  shippedAt: string | null
  dateOrdered: string | null
  /** The library's 'People served' when this order shipped (null on orders shipped before it was recorded). */
  peopleServed: number | null
}

export type ImpactAccount = { id: string; state: string | null; numberServes: number | null }

export type ImpactBaseline = {
  libraries?: number | null
  books?: number | null
  peopleServed?: number | null
  /** Two-letter codes of the states reached before this site. */
  states?: readonly string[] | null
}

export type ImpactFigures = { libraries: number; books: number; states: number; peopleServed: number }

const count = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0)

export function impactFigures(
  shipments: readonly ImpactShipment[],
  accounts: readonly ImpactAccount[],
  baseline: ImpactBaseline = {},
): ImpactFigures {
  const accountById = new Map(accounts.map((account) => [account.id, account]))
  // Each library's first shipment: its 'People served' then is what the library counts for.
  const first = new Map<string, ImpactShipment>()
  let books = 0
  for (const shipment of shipments) {
    books += count(shipment.books)
    const when = shipment.shippedAt ?? shipment.dateOrdered ?? ''
    const known = first.get(shipment.accountId)
    if (!known || when < (known.shippedAt ?? known.dateOrdered ?? '')) first.set(shipment.accountId, shipment)
  }
  const states = new Set((baseline.states ?? []).map((state) => state.trim().toUpperCase()).filter(Boolean))
  let peopleServed = 0
  for (const [accountId, shipment] of first) {
    const account = accountById.get(accountId)
    const state = account?.state?.trim().toUpperCase()
    if (state) states.add(state)
    peopleServed += count(shipment.peopleServed ?? account?.numberServes)
  }
  return {
    libraries: first.size + count(baseline.libraries),
    books: books + count(baseline.books),
    states: states.size,
    peopleServed: peopleServed + count(baseline.peopleServed),
  }
}
