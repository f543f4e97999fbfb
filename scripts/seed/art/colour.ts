/** Small colour arithmetic for the generated art. */
import type { Colour } from './palettes'

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

/** Relative lightness, 0 (black) to 1 (white), good enough to tell dark inks from light ones. */
const lightness = (hex: string) => {
  const [r, g, b] = channels(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export const darkest = (colours: Colour[]) => colours.reduce((a, b) => (lightness(b.hex) < lightness(a.hex) ? b : a))
export const lightest = (colours: Colour[]) => colours.reduce((a, b) => (lightness(b.hex) > lightness(a.hex) ? b : a))

/** `hex` mixed towards `other` by `amount` (0–1). */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex)
  const b = channels(other)
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`
}

export const rgb = (hex: string): [number, number, number] => channels(hex) as [number, number, number]
