import { describe, expect, it } from 'vitest'

import { coverArt, printArt } from '../../../scripts/seed/art/coverArt'
import { colourWords } from '../../../scripts/seed/art/palettes'
import { photoField } from '../../../scripts/seed/art/raster'
import { sceneArt, SCENE_KINDS } from '../../../scripts/seed/art/sceneArt'
import { logoSvg } from '../../../scripts/seed/covers'
import { createRandom } from '../../../scripts/seed/random'

const covers = (count: number, seed = 1) => Array.from({ length: count }, (_, i) => coverArt(createRandom(seed * 1000 + i)))

describe('generated cover art', () => {
  it('has no lettering: the title is printed beside every cover', () => {
    for (const art of covers(200)) expect(art.svg).not.toMatch(/<text|<tspan/)
  })

  it('comes in several trim sizes, and the SVG is drawn at the size it says', () => {
    const arts = covers(60)
    const ratios = new Set(arts.map((art) => (art.width / art.height).toFixed(2)))
    expect(ratios.size).toBeGreaterThanOrEqual(4)
    expect(arts.some((art) => art.width > art.height)).toBe(true)
    expect(arts.some((art) => art.width === art.height)).toBe(true)
    for (const art of arts) expect(art.svg).toContain(`width="${art.width}" height="${art.height}"`)
  })

  it('varies its composition and palette from book to book', () => {
    const descriptions = covers(60).map((art) => art.description)
    const styles = new Set(descriptions.map((text) => text.split(' in ')[0].replace(/^an? \S+ /, 'a ').slice(0, 12)))
    expect(styles.size).toBeGreaterThanOrEqual(5)
    expect(new Set(descriptions).size).toBeGreaterThan(40)
  })

  it('draws the same cover from the same seed and another from another seed', () => {
    expect(coverArt(createRandom(42))).toEqual(coverArt(createRandom(42)))
    expect(coverArt(createRandom(43)).svg).not.toBe(coverArt(createRandom(42)).svg)
  })
})

describe('generated edition prints', () => {
  it('are wordless 3:2 artworks, never a cloth binding', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const art = printArt(createRandom(seed))
      expect(art.svg).not.toMatch(/<text|<tspan/)
      expect([art.width, art.height]).toEqual([1200, 800])
      expect(art.description).not.toContain('cloth')
    }
  })
})

describe('generated scenes', () => {
  it('are wordless 3:2 pictures of every kind, each described for its alt text', () => {
    for (const kind of SCENE_KINDS) {
      for (let seed = 1; seed <= 10; seed++) {
        const art = sceneArt(createRandom(seed), kind)
        expect(art.svg).not.toMatch(/<text|<tspan/)
        expect([art.width, art.height]).toEqual([1200, 800])
        expect(art.description.length).toBeGreaterThan(20)
      }
    }
    const described = SCENE_KINDS.map((kind) => sceneArt(createRandom(5), kind).description.split(' ')[0])
    expect(new Set(described).size).toBe(SCENE_KINDS.length)
  })
})

describe('duotone photograph field', () => {
  it('stays between the two inks and repeats for its seed', () => {
    const photo = { dark: '#111111', light: '#EEEEEE', scale: 3, seed: 9 }
    const field = photoField(photo, 4 / 3)
    const again = photoField(photo, 4 / 3)
    for (let i = 0; i <= 20; i++) {
      const [u, v] = [i / 20, (i * 7) % 21 / 20]
      expect(field(u, v)).toBeGreaterThanOrEqual(0)
      expect(field(u, v)).toBeLessThanOrEqual(1)
      expect(field(u, v)).toBe(again(u, v))
    }
  })
})

describe('alt text helpers and logos', () => {
  it('lists colours as words', () => {
    expect(colourWords([{ hex: '#000', name: 'ochre' }, { hex: '#111', name: 'teal' }, { hex: '#222', name: 'ochre' }])).toBe('ochre and teal')
  })

  it('sets a logo as its name: a logo is lettering', () => {
    expect(logoSvg(createRandom(3), 'Hudson & Pine Press')).toContain('Hudson &amp; Pine')
  })
})
