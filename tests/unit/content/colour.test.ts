import { describe, expect, it } from 'vitest'

import { BLACK_TEXT, contrastRatio, DARK_TEXT, headerColours, LIGHT_TEXT, parseHexColour, sixDigitHex } from '@/lib/content/colour'

describe('parseHexColour', () => {
  it('reads 6- and 3-digit hex, with or without #', () => {
    expect(parseHexColour('#F2D7C9')).toEqual([0xf2, 0xd7, 0xc9])
    expect(parseHexColour('fff')).toEqual([255, 255, 255])
    expect(parseHexColour(' #000 ')).toEqual([0, 0, 0])
  })

  it('rejects anything else', () => {
    expect(parseHexColour('red')).toBeNull()
    expect(parseHexColour('#12345')).toBeNull()
    expect(parseHexColour('')).toBeNull()
    expect(parseHexColour(null)).toBeNull()
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5)
  })
})

describe('headerColours', () => {
  it('puts dark text on light backgrounds', () => {
    expect(headerColours('#F2D7C9')).toEqual({ background: '#f2d7c9', foreground: DARK_TEXT })
    expect(headerColours('#ffff00')?.foreground).toBe(DARK_TEXT)
  })

  it('puts white text on dark backgrounds', () => {
    expect(headerColours('#1d3557')?.foreground).toBe(LIGHT_TEXT)
    expect(headerColours('#b3361c')?.foreground).toBe(LIGHT_TEXT)
  })

  it('falls back to black where the site ink would fall short of 4.5:1', () => {
    expect(headerColours('#767676')?.foreground).toBe(BLACK_TEXT)
  })

  it('always reaches at least the 4.5:1 of WCAG AA, even on mid colours', () => {
    for (const hex of ['#808080', '#e63946', '#2a9d8f', '#777777', '#767676', '#5b8def', '#c0a000', '#ff0000', '#00f']) {
      const colours = headerColours(hex)!
      expect(contrastRatio(parseHexColour(colours.background)!, parseHexColour(colours.foreground)!)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('gives null when the item has no usable colour', () => {
    expect(headerColours(undefined)).toBeNull()
    expect(headerColours('blue')).toBeNull()
  })
})

describe('sixDigitHex: the colour a swatch and colour picker show', () => {
  it('spells a colour out in six lower-case digits', () => {
    expect(sixDigitHex('#CDE7E5')).toBe('#cde7e5')
    expect(sixDigitHex('#abc')).toBe('#aabbcc')
  })

  it('is null for what is not a colour', () => {
    expect(sixDigitHex('teal')).toBeNull()
    expect(sixDigitHex('')).toBeNull()
    expect(sixDigitHex(null)).toBeNull()
  })
})
