/**
 * The compact form of the ZIP → coordinates table (src/lib/map/zipTable.generated.ts): every US ZIP code in
 * ascending order, 8 bytes each (ZIP as uint32, latitude and longitude × 100 as int16, little-endian), base64.
 * Two decimals place a library within about a kilometre, plenty for a national map; the whole table is about
 * 330 KB where the source package's objects hold some 90 MB once loaded.
 */
export type ZipPoint = { zip: string; latitude: number; longitude: number; state: string }

const ENTRY_BYTES = 8

export function encodeZipTable(points: readonly ZipPoint[]): string {
  const sorted = [...points].sort((a, b) => Number(a.zip) - Number(b.zip))
  const view = new DataView(new ArrayBuffer(sorted.length * ENTRY_BYTES))
  sorted.forEach((point, index) => {
    view.setUint32(index * ENTRY_BYTES, Number(point.zip), true)
    view.setInt16(index * ENTRY_BYTES + 4, Math.round(point.latitude * 100), true)
    view.setInt16(index * ENTRY_BYTES + 6, Math.round(point.longitude * 100), true)
  })
  return Buffer.from(view.buffer).toString('base64')
}

export type ZipTable = { find: (zip: number) => { latitude: number; longitude: number } | undefined }

export function decodeZipTable(base64: string): ZipTable {
  const bytes = Buffer.from(base64, 'base64')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const count = bytes.byteLength / ENTRY_BYTES
  return {
    find(zip) {
      let low = 0
      let high = count - 1
      while (low <= high) {
        const middle = (low + high) >> 1
        const found = view.getUint32(middle * ENTRY_BYTES, true)
        if (found === zip)
          return {
            latitude: view.getInt16(middle * ENTRY_BYTES + 4, true) / 100,
            longitude: view.getInt16(middle * ENTRY_BYTES + 6, true) / 100,
          }
        if (found < zip) low = middle + 1
        else high = middle - 1
      }
      return undefined
    },
  }
}

/** Each state's centre: the mean position of its ZIP codes (where a library whose ZIP is unknown is shown). */
export function stateCentres(points: readonly ZipPoint[]): Record<string, [number, number]> {
  const sums = new Map<string, { latitude: number; longitude: number; count: number }>()
  for (const point of points) {
    const sum = sums.get(point.state) ?? { latitude: 0, longitude: 0, count: 0 }
    sum.latitude += point.latitude
    sum.longitude += point.longitude
    sum.count++
    sums.set(point.state, sum)
  }
  return Object.fromEntries(
    [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, sum]) => [
        state,
        [Math.round((sum.latitude / sum.count) * 100) / 100, Math.round((sum.longitude / sum.count) * 100) / 100],
      ]),
  )
}
