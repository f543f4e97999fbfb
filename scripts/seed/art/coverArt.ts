/**
 * Book covers without words, in the manner of art-book covers: colour fields, Swiss grids, cut paper, line
 * drawings, cloth with a blind stamp, tipped-in duotone photographs and horizons. One Random decides the format,
 * the palette and the composition, so a seed always draws the same cover for the same book.
 */
import type { Random } from '../random'
import { n, svgDocument, type Artwork, type Photo } from './artwork'
import { darkest, lightest, mix } from './colour'
import { colourWords, PALETTES, type Colour, type Palette } from './palettes'

type CoverFormat = { name: 'portrait' | 'tall' | 'square' | 'landscape' | 'slim'; width: number; height: number }

/** Trim sizes a shelf of art books shows; portrait most often. Pixels suit a 600 px detail view. */
const COVER_FORMATS: CoverFormat[] = [
  { name: 'portrait', width: 600, height: 800 },
  { name: 'portrait', width: 600, height: 800 },
  { name: 'portrait', width: 600, height: 800 },
  { name: 'tall', width: 540, height: 810 },
  { name: 'tall', width: 540, height: 810 },
  { name: 'slim', width: 600, height: 750 },
  { name: 'square', width: 720, height: 720 },
  { name: 'square', width: 720, height: 720 },
  { name: 'landscape', width: 800, height: 600 },
]

type Composition = { body: string; defs?: string; description: string; photo?: Photo; grain: number; blur?: number }
type Style = (random: Random, width: number, height: number, palette: Palette) => Composition

/** "a" or "an" before a colour name. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** Inks other than the ground, so a shape never vanishes into its background. */
const inksOn = (palette: Palette) => palette.inks.filter((ink) => ink.hex !== palette.ground.hex)

/** Rothko-like stacked fields with softened edges. */
const colourField: Style = (random, width, height, palette) => {
  const marginX = width * random.int(7, 11) / 100
  const marginY = height * random.int(5, 8) / 100
  const gap = height * random.int(3, 5) / 100
  const count = random.int(2, 3)
  const weights = Array.from({ length: count }, () => random.int(2, 6))
  const total = weights.reduce((a, b) => a + b, 0)
  const usable = height - marginY * 2 - gap * (count - 1)
  const inks = random.shuffle(inksOn(palette))
  let y = marginY
  const blocks = weights.map((weight, i) => {
    const blockHeight = (usable * weight) / total
    const block = `<rect x="${n(marginX)}" y="${n(y)}" width="${n(width - marginX * 2)}" height="${n(blockHeight)}" fill="${inks[i % inks.length].hex}" fill-opacity="${(0.86 + random.next() * 0.14).toFixed(2)}"/>`
    y += blockHeight + gap
    return block
  })
  return {
    body: `<rect width="100%" height="100%" fill="${palette.ground.hex}"/>${blocks.join('')}`,
    description: `soft-edged colour fields in ${colourWords([palette.ground, ...inks.slice(0, count)])}`,
    grain: 0.35,
    blur: width * 0.007,
  }
}

const MODULES = ['circle', 'quarter', 'half', 'square', 'triangle', 'ring'] as const
type Module = (typeof MODULES)[number]

function moduleShape(kind: Module, x: number, y: number, size: number, turn: number, fill: string): string {
  const s = n(size)
  const transform = `transform="translate(${n(x)} ${n(y)}) rotate(${turn * 90} ${n(size / 2)} ${n(size / 2)})"`
  if (kind === 'circle') return `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size / 2)}" fill="${fill}"/>`
  if (kind === 'ring') return `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.36)}" fill="none" stroke="${fill}" stroke-width="${n(size * 0.16)}"/>`
  if (kind === 'square') return `<rect x="${n(x + size * 0.08)}" y="${n(y + size * 0.08)}" width="${n(size * 0.84)}" height="${n(size * 0.84)}" fill="${fill}"/>`
  if (kind === 'quarter') return `<path ${transform} d="M0 0H${s}A${s} ${s} 0 0 1 0 ${s}Z" fill="${fill}"/>`
  if (kind === 'half') return `<path ${transform} d="M0 0H${s}A${n(size / 2)} ${n(size / 2)} 0 0 1 0 0Z" fill="${fill}"/>`
  return `<path ${transform} d="M0 0H${s}V${s}Z" fill="${fill}"/>`
}

/** A Swiss/Bauhaus grid of geometric modules, two kinds per cover so it reads as one design. */
const swissGrid: Style = (random, width, height, palette) => {
  const columns = random.int(3, 5)
  const margin = width * 0.08
  const cell = (width - margin * 2) / columns
  const rows = Math.floor((height - margin * 2) / cell)
  const top = height - margin - rows * cell
  const kinds = random.sample(MODULES, 2)
  const inks = inksOn(palette)
  const empty = random.int(15, 40) / 100
  const shapes: string[] = []
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (random.chance(empty)) continue
      shapes.push(moduleShape(random.pick(kinds), margin + column * cell, top + row * cell, cell, random.int(0, 3), random.pick(inks).hex))
    }
  }
  const names = { circle: 'circles', quarter: 'quarter circles', half: 'half circles', square: 'squares', triangle: 'triangles', ring: 'rings' }
  return {
    body: `<rect width="100%" height="100%" fill="${palette.ground.hex}"/>${shapes.join('')}`,
    description: `a grid of ${names[kinds[0]]} and ${names[kinds[1]]} in ${colourWords([palette.ground, ...inks])}`,
    grain: 0.2,
  }
}

/** A closed, slightly irregular outline around (cx, cy), smoothed like scissor-cut paper. */
function blob(random: Random, cx: number, cy: number, radius: number, points: number): string {
  const vertices = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2
    const r = radius * (0.6 + random.next() * 0.55)
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r]
  })
  const mid = (i: number) => {
    const [a, b] = [vertices[i % points], vertices[(i + 1) % points]]
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  }
  let d = `M${n(mid(0)[0])} ${n(mid(0)[1])}`
  for (let i = 1; i <= points; i++) {
    const [x, y] = vertices[i % points]
    const [mx, my] = mid(i)
    d += `Q${n(x)} ${n(y)} ${n(mx)} ${n(my)}`
  }
  return `${d}Z`
}

/** Matisse-like cut-outs laid on the ground with a faint shadow. */
const cutPaper: Style = (random, width, height, palette) => {
  const inks = inksOn(palette)
  const count = random.int(3, 5)
  const shapes: string[] = []
  for (let i = 0; i < count; i++) {
    const d = blob(random, random.int(width * 0.15, width * 0.85), random.int(height * 0.15, height * 0.85), random.int(width * 0.14, width * 0.3), random.int(5, 9))
    shapes.push(`<path d="${d}" fill="#000" fill-opacity="0.16" transform="translate(${n(width * 0.006)} ${n(width * 0.01)})"/><path d="${d}" fill="${inks[i % inks.length].hex}"/>`)
  }
  return {
    body: `<rect width="100%" height="100%" fill="${palette.ground.hex}"/>${shapes.join('')}`,
    description: `cut-paper shapes in ${colourWords([...inks.slice(0, count), palette.ground])}`,
    grain: 0.3,
  }
}

/** Contour lines or op-art waves drawn with one pen. */
const lineDrawing: Style = (random, width, height, palette) => {
  const ink = darkest([palette.ground, ...palette.inks])
  const paper = lightest([palette.ground, ...palette.inks])
  const stroke = n(width * random.int(18, 40) / 10000)
  const lines: string[] = []
  const contours = random.chance(0.5)
  if (contours) {
    const [cx, cy] = [width * random.int(30, 70) / 100, height * random.int(30, 70) / 100]
    const phases = Array.from({ length: 3 }, () => random.next() * Math.PI * 2)
    const rings = random.int(14, 26)
    const step = (Math.max(width, height) * 0.75) / rings
    for (let ring = 1; ring <= rings; ring++) {
      const points = Array.from({ length: 72 }, (_, i) => {
        const angle = (i / 72) * Math.PI * 2
        const wobble = 1 + 0.12 * Math.sin(angle * 2 + phases[0] + ring * 0.15) + 0.07 * Math.sin(angle * 3 + phases[1]) + 0.04 * Math.sin(angle * 5 + phases[2] - ring * 0.1)
        const r = ring * step * wobble
        return `${n(cx + Math.cos(angle) * r)},${n(cy + Math.sin(angle) * r * 1.1)}`
      })
      lines.push(`<polygon points="${points.join(' ')}"/>`)
    }
  } else {
    const spacing = random.int(9, 16) * (width / 600)
    const amplitude = spacing * random.int(15, 40) / 10
    const frequency = (Math.PI * 2 * random.int(1, 3)) / width
    const drift = random.next() * 0.3
    for (let y = spacing * 2; y < height - spacing; y += spacing) {
      const points: string[] = []
      for (let x = 0; x <= width; x += 8) {
        const envelope = Math.sin((x / width) * Math.PI)
        points.push(`${x},${n(y + amplitude * envelope * Math.sin(x * frequency + y * drift * 0.05))}`)
      }
      lines.push(`<polyline points="${points.join(' ')}"/>`)
    }
  }
  return {
    body: `<rect width="100%" height="100%" fill="${paper.hex}"/><g fill="none" stroke="${ink.hex}" stroke-width="${stroke}">${lines.join('')}</g>`,
    description: `a line drawing of ${contours ? 'contour rings' : 'rippling parallel lines'} in ${ink.name} on ${paper.name}`,
    grain: 0.2,
  }
}

/** A cloth-bound board with a hinge groove and one blind- or foil-stamped mark. */
const cloth: Style = (random, width, height, palette) => {
  const ground = palette.mood === 'paper' ? random.pick(palette.inks) : palette.ground
  const foil = random.chance(0.5) ? random.pick([{ hex: '#C9A24A', name: 'gold' }, ...palette.inks.filter((ink) => ink.hex !== ground.hex)]) : undefined
  const size = width * random.int(14, 26) / 100
  const [cx, cy] = [width * 0.55, height * random.int(28, 42) / 100]
  const mark = random.pick(['circle', 'square', 'bar'] as const)
  const shape = (fill: string, dx = 0, dy = 0) =>
    mark === 'circle' ? `<circle cx="${n(cx + dx)}" cy="${n(cy + dy)}" r="${n(size / 2)}" fill="${fill}"/>`
      : mark === 'square' ? `<rect x="${n(cx - size / 2 + dx)}" y="${n(cy - size / 2 + dy)}" width="${n(size)}" height="${n(size)}" fill="${fill}"/>`
        : `<rect x="${n(cx - size + dx)}" y="${n(cy - size / 10 + dy)}" width="${n(size * 2)}" height="${n(size / 5)}" fill="${fill}"/>`
  const stamp = foil ? shape(foil.hex) : `${shape('#FFFFFF', 1.5, 1.5).replace('fill="#FFFFFF"', 'fill="#FFFFFF" fill-opacity="0.18"')}${shape(mix(ground.hex, '#000000', 0.18))}`
  const hinge = width * 0.07
  return {
    defs: '<pattern id="weave" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="2" fill="#FFFFFF" fill-opacity="0.05"/><rect width="2" height="4" fill="#000000" fill-opacity="0.05"/></pattern>',
    body: `<rect width="100%" height="100%" fill="${ground.hex}"/><rect width="100%" height="100%" fill="url(#weave)"/><rect x="${n(hinge)}" width="3" height="100%" fill="#000000" fill-opacity="0.16"/><rect x="${n(hinge + 3)}" width="2" height="100%" fill="#FFFFFF" fill-opacity="0.12"/>${stamp}`,
    description: `${article(ground.name)} ${ground.name} cloth binding with a ${foil ? `${foil.name} foil-stamped` : 'blind-stamped'} ${mark}`,
    grain: 0.3,
  }
}

/** What a duotone photo field looks like, for the alt text. */
const photoSubject = (photo: Photo) => (photo.horizon !== undefined ? 'a hazy landscape' : photo.scale >= 6 ? 'foliage' : 'clouds')

/** A duotone photograph, full bleed or tipped in as a plate on paper. */
const photoPlate: Style = (random, width, height, palette) => {
  const all = [palette.ground, ...palette.inks]
  const dark = darkest(all)
  const light = lightest(all)
  const photo: Photo = {
    dark: dark.hex,
    light: light.hex,
    scale: random.pick([2, 3, 4, 7, 9]),
    horizon: random.chance(0.4) ? random.int(45, 65) / 100 : undefined,
    seed: random.int(1, 2 ** 30),
  }
  const layout = random.pick(['full', 'plate', 'plate', 'band'] as const)
  const paper = palette.mood === 'paper' ? palette.ground : random.pick(PALETTES.filter((p) => p.mood === 'paper')).ground
  let hole = ''
  if (layout === 'plate') {
    const side = width * random.int(12, 18) / 100
    const plateWidth = width - side * 2
    const plateHeight = Math.min(plateWidth * random.pick([0.75, 1, 1.25]), height * 0.62)
    const top = random.chance(0.5) ? side : (height - plateHeight) / 2
    hole = `M${n(side)} ${n(top)}v${n(plateHeight)}h${n(plateWidth)}v${n(-plateHeight)}Z`
  } else if (layout === 'band') {
    const bandTop = height * random.int(30, 45) / 100
    hole = `M0 ${n(bandTop)}v${n(height - bandTop)}h${width}v${n(bandTop - height)}Z`
  }
  const body = layout === 'full' ? '' : `<path fill-rule="evenodd" fill="${paper.hex}" d="M0 0H${width}V${height}H0Z${hole}"/>`
  const setting = layout === 'full' ? 'full bleed' : `on ${paper.name} paper`
  return { body, photo, description: `a duotone photograph of ${photoSubject(photo)} in ${dark.name} and ${light.name}, ${setting}`, grain: 0.45 }
}

/** A sky graded into a horizon, sometimes with a low sun: a colour photograph reduced to its light. */
const horizon: Style = (random, width, height, palette) => {
  const inks = random.shuffle(inksOn(palette))
  const sky: Colour = random.chance(0.5) ? palette.ground : inks[0]
  const groundColour = darkest([palette.ground, ...palette.inks])
  const line = height * random.int(55, 75) / 100
  const sun = random.chance(0.6)
  const sunColour = lightest([palette.ground, ...palette.inks])
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky.hex, '#000000', 0.2)}"/><stop offset="1" stop-color="${mix(sky.hex, '#FFFFFF', 0.35)}"/></linearGradient><linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(groundColour.hex, sky.hex, 0.3)}"/><stop offset="1" stop-color="${groundColour.hex}"/></linearGradient><radialGradient id="sun"><stop offset="0.55" stop-color="${sunColour.hex}" stop-opacity="0.95"/><stop offset="1" stop-color="${sunColour.hex}" stop-opacity="0"/></radialGradient>`
  const disc = sun ? `<circle cx="${n(width * random.int(25, 75) / 100)}" cy="${n(line - height * random.int(4, 20) / 100)}" r="${n(width * random.int(9, 18) / 100)}" fill="url(#sun)"/>` : ''
  return {
    defs,
    body: `<rect width="100%" height="100%" fill="url(#sky)"/>${disc}<rect y="${n(line)}" width="100%" height="${n(height - line)}" fill="url(#land)"/><rect y="${n(line - 1)}" width="100%" height="2" fill="${sunColour.hex}" fill-opacity="0.35"/>`,
    description: `a horizon at dusk, ${sky.name} sky over ${groundColour.name} ground${sun ? ` with a ${sunColour.name} sun` : ''}`,
    grain: 0.5,
    blur: 1.2,
  }
}

const STYLES: Style[] = [colourField, swissGrid, cutPaper, lineDrawing, cloth, photoPlate, photoPlate, horizon]

/** A print is not a binding: no cloth. */
const PRINT_STYLES = STYLES.filter((style) => style !== cloth)

function draw(random: Random, styles: Style[], width: number, height: number): Artwork {
  const palette = random.pick(PALETTES)
  const { body, defs, description, photo, grain, blur } = random.pick(styles)(random, width, height, palette)
  return { svg: svgDocument(width, height, body, defs), width, height, description, photo, grain, vignette: 0, blur }
}

/** One wordless cover: its format, palette and composition all drawn from `random`. */
export function coverArt(random: Random): Artwork {
  const { width, height } = random.pick(COVER_FORMATS)
  return draw(random, STYLES, width, height)
}

/** An artist's edition print, landscape 3:2 like the cards and pages that show it. */
export function printArt(random: Random): Artwork {
  return draw(random, PRINT_STYLES, 1200, 800)
}
