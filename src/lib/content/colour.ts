/** Text colours offered on a coloured header: the site's ink, white, or black where ink falls short. */
export const DARK_TEXT = '#161514'
export const LIGHT_TEXT = '#ffffff'
export const BLACK_TEXT = '#000000'
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5

type Rgb = [number, number, number]

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

export function parseHexColour(value: string | null | undefined): Rgb | null {
  const match = value ? HEX.exec(value.trim()) : null
  if (!match) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
}

/** A colour as #rrggbb (#ABC → #aabbcc), the form a colour picker takes; null when it is not a colour. */
export function sixDigitHex(value: string | null | undefined): string | null {
  const rgb = parseHexColour(value)
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : null
}

/** WCAG 2.x relative luminance. */
function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

export type HeaderColours = { background: string; foreground: string }

/**
 * The item's background with a text colour that reads on it: white or dark, whichever contrasts more
 * (one of black and white always reaches 4.5:1); dark is the site's ink when ink also reaches 4.5:1.
 * Null when the item has no usable colour (the header then keeps the page colours).
 */
export function headerColours(backgroundColor: string | null | undefined): HeaderColours | null {
  const rgb = parseHexColour(backgroundColor)
  if (!rgb) return null
  const against = (text: string) => contrastRatio(rgb, parseHexColour(text)!)
  const hex = sixDigitHex(backgroundColor)!
  if (against(LIGHT_TEXT) > against(BLACK_TEXT)) return { background: hex, foreground: LIGHT_TEXT }
  return { background: hex, foreground: against(DARK_TEXT) >= MIN_CONTRAST ? DARK_TEXT : BLACK_TEXT }
}
