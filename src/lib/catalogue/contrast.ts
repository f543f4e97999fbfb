const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** Relative luminance (WCAG) of a #RRGGBB colour; null when it is not one. */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const n = Number.parseInt(m[1]!, 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

/** Dark text on light backgrounds, light text on dark ones: whichever contrasts more. */
export function textColourOn(hex: string | null | undefined, dark = '#161514', light = '#ffffff'): string | undefined {
  const l = hex ? luminance(hex) : null
  if (l === null) return undefined
  const onDark = (1.05) / (l + 0.05)
  const onLight = (l + 0.05) / (luminance(dark)! + 0.05)
  return onLight >= onDark ? dark : light
}
