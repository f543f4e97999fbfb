import { unzipSync } from 'fflate'

/**
 * The zip of cover images uploaded with the spreadsheet: its images by file name (folders inside the zip are
 * ignored, as are the files macOS adds). Only the images the file's rows name are unpacked.
 */
const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i

/** A cover larger than this once unpacked is left in the zip (a zip bomb unpacks to far more than it weighs). */
const MAX_COVER_BYTES = 20 * 1024 * 1024

export type CoverZip =
  | { ok: true; names: Set<string>; read: (names: ReadonlySet<string>) => Map<string, Uint8Array> }
  | { ok: false; reason: string }

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? ''
const isCover = (path: string) => !path.startsWith('__MACOSX/') && !baseName(path).startsWith('._') && IMAGE.test(path)

export function openCoverZip(bytes: Uint8Array): CoverZip {
  try {
    const names = new Set<string>()
    unzipSync(bytes, {
      filter: (file) => {
        if (isCover(file.name) && file.originalSize <= MAX_COVER_BYTES) names.add(baseName(file.name))
        return false
      },
    })
    const read = (wanted: ReadonlySet<string>) => {
      const files = unzipSync(bytes, {
        filter: (file) => isCover(file.name) && wanted.has(baseName(file.name)) && file.originalSize <= MAX_COVER_BYTES,
      })
      return new Map(Object.entries(files).map(([path, data]) => [baseName(path), data] as const))
    }
    return { ok: true, names, read }
  } catch {
    return {
      ok: false,
      reason: 'The covers file could not be opened as a zip: make a new zip of the images and try again.',
    }
  }
}

export const imageMimeType = (name: string): string => {
  const extension = name.toLowerCase().split('.').pop()
  return extension === 'jpg' ? 'image/jpeg' : `image/${extension}`
}
