import { decodeZipTable, type ZipTable } from './zipTableCodec'
import { STATE_CENTRES, ZIP_TABLE } from './zipTable.generated'

/**
 * Where a library is on the map: its ZIP code's position, or — when the ZIP is not in the gazetteer (a new
 * ZIP, a typo) — its state's centre, marked 'state' so staff are warned and the map says it is approximate.
 * A library with neither is left off the map (its books still count in the figures).
 */
export type Placement =
  | { precision: 'zip'; zip: string; latitude: number; longitude: number }
  | { precision: 'state'; state: string; latitude: number; longitude: number }

/** The five-digit ZIP of '12345' or ZIP+4 ('12345-6789', '123456789'); undefined for anything else. */
export function normaliseZip(input: string | null | undefined): string | undefined {
  const match = (input ?? '').trim().match(/^(\d{5})(?:-?\d{4})?$/)
  return match?.[1]
}

let table: ZipTable | undefined

export function placeLibrary(zipCode: string | null | undefined, state: string | null | undefined): Placement | undefined {
  const zip = normaliseZip(zipCode)
  if (zip) {
    table ??= decodeZipTable(ZIP_TABLE)
    const found = table.find(Number(zip))
    if (found) return { precision: 'zip', zip, ...found }
  }
  const code = (state ?? '').trim().toUpperCase()
  const centre = Object.hasOwn(STATE_CENTRES, code) ? STATE_CENTRES[code] : undefined
  return centre ? { precision: 'state', state: code, latitude: centre[0], longitude: centre[1] } : undefined
}
