import { placeLibrary } from './zipLookup'

/** One shipped library order, as the map counts it. */
export type ShipmentRow = { accountId: string; books: number; shippedAt: string | null; dateOrdered: string | null }

/** What of a library account the map reads (never its email, phone or people). */
export type MapAccountRow = {
  id: string
  library: string
  city: string | null
  state: string | null
  zipCode: string | null
  showOnMap: boolean | null
  hiddenFromMap: boolean | null
}

/** A staff-curated participating library (published), optionally linked to an account. */
export type CuratedRow = {
  id: string
  library: string
  location: string
  latitude: number
  longitude: number
  participantSinceYear: number | null
  excerptText: string | null
  accountId: string | null
}

/** One library on the public map. */
export type MapEntry = {
  id: string
  name: string
  location: string
  state: string | null
  since: number | null
  /** Books received through the site's shipped orders; null for a curated entry with no account. */
  books: number | null
  excerpt: string | null
  /** The curated entry whose photo the entry shows, if any. */
  curatedId: string | null
  latitude: number | null
  longitude: number | null
  /** Placed at its state's centre: its ZIP code is unknown. */
  approximate: boolean
}

const stateOf = (location: string) => {
  const last = location.split(',').pop()?.trim().toUpperCase() ?? ''
  return /^[A-Z]{2}$/.test(last) ? last : null
}

const yearOf = (date: string | null) => (date ? new Date(date).getUTCFullYear() : null)

const earliest = (...years: (number | null)[]) => {
  const known = years.filter((year): year is number => year !== null && Number.isFinite(year))
  return known.length ? Math.min(...known) : null
}

/**
 * The public map's libraries: every library account with at least one shipped order, once (its books summed,
 * the year of its first shipment), unless it chose to leave the map or staff hid it; placed by its ZIP code (or
 * its state's centre), or where a curated entry linked to it says, with that entry's name and excerpt. Curated
 * entries of no such account are shown as staff wrote them, except those of an account that left the map.
 */
export function buildMapEntries({
  shipments,
  accounts,
  curated,
}: {
  shipments: readonly ShipmentRow[]
  accounts: readonly MapAccountRow[]
  curated: readonly CuratedRow[]
}): MapEntry[] {
  const shipped = new Map<string, { books: number; first: string | null }>()
  for (const row of shipments) {
    const sum = shipped.get(row.accountId) ?? { books: 0, first: null }
    sum.books += row.books
    const when = row.shippedAt ?? row.dateOrdered
    if (when && (!sum.first || when < sum.first)) sum.first = when
    shipped.set(row.accountId, sum)
  }
  const accountById = new Map(accounts.map((account) => [account.id, account]))
  const curatedByAccount = new Map(curated.filter((entry) => entry.accountId).map((entry) => [entry.accountId!, entry]))
  const leftTheMap = (account: MapAccountRow | undefined) =>
    !!account && (account.showOnMap === false || account.hiddenFromMap === true)

  const entries: MapEntry[] = []
  for (const [accountId, { books, first }] of shipped) {
    const account = accountById.get(accountId)
    if (!account || leftTheMap(account)) continue
    const entry = curatedByAccount.get(accountId)
    const placement = entry ? undefined : placeLibrary(account.zipCode, account.state)
    const state = account.state?.trim().toUpperCase() || null
    entries.push({
      id: `account-${accountId}`,
      name: entry?.library ?? account.library,
      location: [account.city?.trim(), state].filter(Boolean).join(', '),
      state,
      since: earliest(yearOf(first), entry?.participantSinceYear ?? null),
      books,
      excerpt: entry?.excerptText ?? null,
      curatedId: entry?.id ?? null,
      latitude: entry?.latitude ?? placement?.latitude ?? null,
      longitude: entry?.longitude ?? placement?.longitude ?? null,
      approximate: placement?.precision === 'state',
    })
  }
  for (const entry of curated) {
    if (entry.accountId && (shipped.has(entry.accountId) || leftTheMap(accountById.get(entry.accountId)))) continue
    entries.push({
      id: `curated-${entry.id}`,
      name: entry.library,
      location: entry.location,
      state: stateOf(entry.location),
      since: entry.participantSinceYear,
      books: null,
      excerpt: entry.excerptText,
      curatedId: entry.id,
      latitude: entry.latitude,
      longitude: entry.longitude,
      approximate: false,
    })
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

export type StateTotal = { state: string; libraries: number; books: number }

/** Libraries and books per state, most books first (then most libraries, then by name): the map's state view. */
export function stateTotals(entries: readonly MapEntry[]): StateTotal[] {
  const totals = new Map<string, StateTotal>()
  for (const entry of entries) {
    if (!entry.state) continue
    const total = totals.get(entry.state) ?? { state: entry.state, libraries: 0, books: 0 }
    total.libraries++
    total.books += entry.books ?? 0
    totals.set(entry.state, total)
  }
  return [...totals.values()].sort(
    (a, b) => b.books - a.books || b.libraries - a.libraries || a.state.localeCompare(b.state),
  )
}
