/** What a generated picture is before it becomes pixels: vector art, an optional photograph under it, a finish. */

/** A photograph-like field (smooth noise mapped between two colours) drawn under the vector art's transparent parts. */
export type Photo = {
  /** Shadows and highlights: a duotone, as printed in a two-colour book. */
  dark: string
  light: string
  /** How many soft features across the width: 2 is cloud-like, 8 is foliage-like. */
  scale: number
  /** A horizon this far down (0–1): lighter sky above, darker ground below. */
  horizon?: number
  seed: number
}

export type Artwork = {
  svg: string
  width: number
  height: number
  /** Words for the alt text: what the picture shows, never the title of what it illustrates. */
  description: string
  photo?: Photo
  /** Film grain, 0–1 (a printed, photographed feel; 0 for flat art). */
  grain: number
  /** Darkened corners, 0–1 (lens fall-off on photographs of rooms). */
  vignette: number
  /** Softens the whole picture (Gaussian sigma in pixels): feathered colour fields, out-of-focus rooms. */
  blur?: number
}

/** Rounds coordinates to one decimal so SVG stays short. */
export const n = (value: number) => Math.round(value * 10) / 10

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
}
