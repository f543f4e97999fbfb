import { describe, expect, it } from 'vitest'

import { buildMapEntries, stateTotals, type CuratedRow, type MapAccountRow, type ShipmentRow } from '@/lib/map/mapEntries'

const account = (id: string, extra: Partial<MapAccountRow> = {}): MapAccountRow => ({
  id,
  library: `Library ${id}`,
  city: 'Burlington',
  state: 'VT',
  zipCode: '05401',
  showOnMap: true,
  hiddenFromMap: false,
  ...extra,
})
const ship = (accountId: string, books: number, shippedAt: string | null, dateOrdered = '2020-01-01T00:00:00Z'): ShipmentRow => ({
  accountId,
  books,
  shippedAt,
  dateOrdered,
})
const curated = (id: string, extra: Partial<CuratedRow> = {}): CuratedRow => ({
  id,
  library: `Curated ${id}`,
  location: 'Austin, TX',
  latitude: 30.27,
  longitude: -97.74,
  participantSinceYear: 2012,
  excerptText: 'Our readers love it.',
  accountId: null,
  ...extra,
})

describe('buildMapEntries', () => {
  it('shows a library once however many orders shipped, with its books and the year of its first shipment', () => {
    const [entry, ...rest] = buildMapEntries({
      shipments: [ship('1', 10, '2025-03-01T00:00:00Z'), ship('1', 5, '2024-11-20T00:00:00Z'), ship('1', 2, null, '2026-01-05T00:00:00Z')],
      accounts: [account('1')],
      curated: [],
    })
    expect(rest).toEqual([])
    expect(entry).toMatchObject({ id: 'account-1', name: 'Library 1', location: 'Burlington, VT', state: 'VT', books: 17, since: 2024, approximate: false })
    // Placed by its ZIP code (Burlington, VT).
    expect(entry.latitude).toBeCloseTo(44.48, 1)
    expect(entry.longitude).toBeCloseTo(-73.2, 1)
  })

  it('leaves off a library with no shipment, one that left the map, and one staff hid', () => {
    expect(
      buildMapEntries({
        shipments: [ship('2', 1, '2025-01-01T00:00:00Z'), ship('3', 1, '2025-01-01T00:00:00Z')],
        accounts: [account('1'), account('2', { showOnMap: false }), account('3', { hiddenFromMap: true })],
        curated: [],
      }),
    ).toEqual([])
  })

  it('places a library whose ZIP is unknown at its state’s centre, marked approximate', () => {
    const [entry] = buildMapEntries({ shipments: [ship('1', 3, '2025-01-01T00:00:00Z')], accounts: [account('1', { zipCode: '00000' })], curated: [] })
    expect(entry).toMatchObject({ approximate: true, books: 3 })
    expect(entry.latitude).not.toBeNull()
  })

  it('gives a shipped library its linked curated entry’s name, excerpt, photo and position, once', () => {
    const entries = buildMapEntries({
      shipments: [ship('1', 4, '2025-06-01T00:00:00Z')],
      accounts: [account('1')],
      curated: [curated('9', { accountId: '1' }), curated('8')],
    })
    expect(entries.map((entry) => entry.id)).toEqual(['curated-8', 'account-1'])
    expect(entries[1]).toMatchObject({ name: 'Curated 9', excerpt: 'Our readers love it.', curatedId: '9', books: 4, since: 2012, latitude: 30.27 })
    expect(entries[0]).toMatchObject({ books: null, state: 'TX', since: 2012 })
  })

  it('keeps a curated entry whose account has not shipped yet, unless that library left the map', () => {
    const shown = buildMapEntries({ shipments: [], accounts: [account('1')], curated: [curated('9', { accountId: '1' })] })
    expect(shown.map((entry) => entry.id)).toEqual(['curated-9'])
    const left = buildMapEntries({ shipments: [], accounts: [account('1', { showOnMap: false })], curated: [curated('9', { accountId: '1' })] })
    expect(left).toEqual([])
  })

  it('skips a shipment whose account is gone', () => {
    expect(buildMapEntries({ shipments: [ship('7', 3, '2025-01-01T00:00:00Z')], accounts: [], curated: [] })).toEqual([])
  })
})

describe('stateTotals', () => {
  it('counts libraries and books per state, most books first', () => {
    const entries = buildMapEntries({
      shipments: [ship('1', 10, '2025-01-01T00:00:00Z'), ship('2', 30, '2025-01-01T00:00:00Z'), ship('3', 5, '2025-01-01T00:00:00Z')],
      accounts: [account('1'), account('2', { state: 'ny', zipCode: '10001', city: 'New York' }), account('3')],
      curated: [curated('9')],
    })
    expect(stateTotals(entries)).toEqual([
      { state: 'NY', libraries: 1, books: 30 },
      { state: 'VT', libraries: 2, books: 15 },
      { state: 'TX', libraries: 1, books: 0 },
    ])
  })
})
