/** A participating library as the map needs it: projected position (null when off the map's projection). */
export type MapLibrary = {
  id: string
  name: string
  location: string
  since: number | null
  excerpt: string | null
  x: number | null
  y: number | null
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Libraries whose name or location contains every word of the query (accents and case ignored). */
export function filterLibraries<L extends Pick<MapLibrary, 'name' | 'location'>>(libraries: readonly L[], query: string): L[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...libraries]
  return libraries.filter((library) => {
    const haystack = fold(`${library.name} ${library.location}`)
    return words.every((word) => haystack.includes(word))
  })
}
