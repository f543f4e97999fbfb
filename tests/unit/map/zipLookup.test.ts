import { describe, expect, it } from 'vitest'

import { placementNote } from '@/lib/map/placementNote'
import { normaliseZip, placeLibrary } from '@/lib/map/zipLookup'
import { decodeZipTable, encodeZipTable, stateCentres } from '@/lib/map/zipTableCodec'

describe('normaliseZip', () => {
  it('keeps the five digits of a ZIP or a ZIP+4, with or without its hyphen', () => {
    expect(normaliseZip('10001')).toBe('10001')
    expect(normaliseZip(' 10001-1234 ')).toBe('10001')
    expect(normaliseZip('100011234')).toBe('10001')
    expect(normaliseZip('02134')).toBe('02134')
  })
  it('refuses what is not a US ZIP', () => {
    for (const input of ['', null, undefined, '1000', '10001-12', 'ABCDE', 'K1A 0B1', '10001 1234x']) expect(normaliseZip(input)).toBeUndefined()
  })
})

describe('placeLibrary', () => {
  it('places a known ZIP (and a ZIP+4) at its own position', () => {
    const chelsea = placeLibrary('10001', 'NY')
    expect(chelsea).toMatchObject({ precision: 'zip', zip: '10001' })
    expect(chelsea!.latitude).toBeCloseTo(40.75, 1)
    expect(chelsea!.longitude).toBeCloseTo(-74.0, 1)
    expect(placeLibrary('02134-0001', 'MA')).toMatchObject({ precision: 'zip', zip: '02134' })
    // A leading zero is part of the ZIP, not lost to a number.
    expect(placeLibrary('00601', 'PR')).toMatchObject({ precision: 'zip', zip: '00601' })
  })
  it('places an unknown ZIP at its state’s centre, marked as approximate', () => {
    const placed = placeLibrary('00000', 'vt')
    expect(placed).toMatchObject({ precision: 'state', state: 'VT' })
    expect(placed!.latitude).toBeGreaterThan(42.7)
    expect(placed!.latitude).toBeLessThan(45.1)
    expect(placeLibrary('not a zip', 'TX')).toMatchObject({ precision: 'state', state: 'TX' })
  })
  it('leaves off a library with neither a known ZIP nor a known state', () => {
    expect(placeLibrary('00000', 'XX')).toBeUndefined()
    expect(placeLibrary(null, null)).toBeUndefined()
    expect(placeLibrary('00000', '__proto__')).toBeUndefined()
  })
})

describe('the table’s encoding', () => {
  const points = [
    { zip: '99501', latitude: 61.21, longitude: -149.86, state: 'AK' },
    { zip: '00601', latitude: 18.16, longitude: -66.72, state: 'PR' },
    { zip: '96910', latitude: 13.47, longitude: 144.75, state: 'GU' },
    { zip: '10001', latitude: 40.7484, longitude: -73.9967, state: 'NY' },
    { zip: '10002', latitude: 40.7152, longitude: -73.9877, state: 'NY' },
  ]
  it('finds every ZIP it holds, to two decimals, and nothing else', () => {
    const table = decodeZipTable(encodeZipTable(points))
    expect(table.find(601)).toEqual({ latitude: 18.16, longitude: -66.72 })
    expect(table.find(10001)).toEqual({ latitude: 40.75, longitude: -74 })
    expect(table.find(96910)).toEqual({ latitude: 13.47, longitude: 144.75 })
    expect(table.find(99501)).toEqual({ latitude: 61.21, longitude: -149.86 })
    for (const missing of [0, 600, 10000, 10003, 99999]) expect(table.find(missing)).toBeUndefined()
  })
  it('gives each state the mean position of its ZIP codes', () => {
    expect(stateCentres(points).NY).toEqual([40.73, -73.99])
    expect(Object.keys(stateCentres(points))).toEqual(['AK', 'GU', 'NY', 'PR'])
  })
})

describe('placementNote (what staff read on the account)', () => {
  it('says a known ZIP placed the library', () => {
    expect(placementNote('10001-0001', 'NY')).toBe('Placed on the map by its ZIP code 10001.')
  })
  it('warns when the library is shown at its state’s centre, or not at all', () => {
    expect(placementNote('00000', 'VT')).toBe(
      'ZIP code 00000 is not in the map’s gazetteer: shown at the centre of VT. Check the ZIP code.',
    )
    expect(placementNote('ABC', 'XX')).toBe(
      '“ABC” is not a US ZIP code and the state is not known: not shown on the map. Check the address.',
    )
  })
})
