import { normaliseZip, placeLibrary } from './zipLookup'

/**
 * What staff read beside a library account about its map position: whether its ZIP code placed it, or why
 * it is shown at its state's centre or not at all (so they can correct the address).
 */
export function placementNote(zipCode: string | null | undefined, state: string | null | undefined): string {
  const placement = placeLibrary(zipCode, state)
  if (placement?.precision === 'zip') return `Placed on the map by its ZIP code ${placement.zip}.`
  const zip = normaliseZip(zipCode)
  const why = zip ? `ZIP code ${zip} is not in the map’s gazetteer` : `“${zipCode ?? ''}” is not a US ZIP code`
  if (placement) return `${why}: shown at the centre of ${placement.state}. Check the ZIP code.`
  return `${why} and the state is not known: not shown on the map. Check the address.`
}
