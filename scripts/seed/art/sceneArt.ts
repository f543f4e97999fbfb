/**
 * Photograph-like scenes without words for news, notes, guides, pages and libraries: shelves of spines, open
 * books on a table seen from above, a reading room in window light, framed prints on a wall, stacks of books.
 * Drawn flat, then given grain and lens fall-off (raster.ts) so they read as photographs at a glance.
 */
import type { Random } from '../random'
import { n, svgDocument, type Artwork } from './artwork'
import { mix } from './colour'
import { PAPERS, SPINES } from './palettes'

const WIDTH = 1200
const HEIGHT = 800

type Scene = (random: Random) => { body: string; defs: string; description: string }

const WALLS = [
  { hex: '#E4DDD0', name: 'white' }, { hex: '#CFC6B4', name: 'putty' }, { hex: '#B8C2BC', name: 'pale green' },
  { hex: '#D8C2B0', name: 'plaster pink' }, { hex: '#AEB7C2', name: 'grey-blue' }, { hex: '#E9D9B8', name: 'warm cream' },
]
const WOODS = [
  { hex: '#A9825A', name: 'oak' }, { hex: '#6E4C35', name: 'walnut' }, { hex: '#C9B08A', name: 'birch' }, { hex: '#D9D4CA', name: 'white' },
]


/** One row of upright spines (and the odd leaning one) standing on y = base, between x0 and x1. */
function spineRow(random: Random, x0: number, x1: number, base: number, tallest: number, colours: string[]): string {
  const out: string[] = []
  let x = x0 + random.int(0, 30)
  while (x < x1 - 20) {
    if (random.chance(0.05)) {
      x += random.int(30, 90)
      continue
    }
    const width = random.int(12, 42)
    if (x + width > x1) break
    const height = tallest * random.int(62, 98) / 100
    const colour = random.pick(colours)
    const lean = random.chance(0.04) ? random.int(6, 14) : 0
    const band = random.chance(0.45)
      ? `<rect x="${x + 2}" y="${n(base - height * 0.86)}" width="${width - 4}" height="${n(height * random.int(5, 12) / 100)}" fill="${mix(colour, random.chance(0.5) ? '#FFFFFF' : '#000000', 0.35)}"/>`
      : ''
    // Solid strips for the spine's roundness: a gradient per spine costs librsvg several times more.
    const shade = `<rect x="${x}" y="${n(base - height)}" width="3" height="${n(height)}" fill="#000" fill-opacity="0.22"/><rect x="${x + 3}" y="${n(base - height)}" width="${Math.round(width * 0.3)}" height="${n(height)}" fill="#FFF" fill-opacity="0.08"/><rect x="${x + width - 4}" y="${n(base - height)}" width="4" height="${n(height)}" fill="#000" fill-opacity="0.28"/>`
    const spine = `<rect x="${x}" y="${n(base - height)}" width="${width}" height="${n(height)}" fill="${colour}"/>${band}${shade}`
    out.push(lean ? `<g transform="rotate(${lean} ${x + width} ${base})">${spine}</g>` : spine)
    x += width + (lean ? 12 : random.int(0, 2))
  }
  return out.join('')
}

const shelves: Scene = (random) => {
  const wood = random.pick(WOODS)
  const colours = random.sample(SPINES, random.int(6, 10))
  const rows = random.int(2, 4)
  const rowHeight = HEIGHT / rows
  const parts: string[] = [`<rect width="100%" height="100%" fill="${mix(wood.hex, '#000000', 0.55)}"/>`]
  for (let row = 0; row < rows; row++) {
    const base = (row + 1) * rowHeight - 18
    parts.push(`<rect y="${n(row * rowHeight)}" width="100%" height="${n(rowHeight)}" fill="url(#back)"/>`)
    parts.push(spineRow(random, 0, WIDTH, base, rowHeight - 40, colours))
    parts.push(`<rect y="${n(base)}" width="100%" height="18" fill="${wood.hex}"/><rect y="${n(base + 14)}" width="100%" height="4" fill="#000" fill-opacity="0.3"/>`)
  }
  return {
    defs: `<linearGradient id="back" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    body: parts.join(''),
    description: `Shelves of book spines in a ${wood.name} bookcase`,
  }
}

/** An open book seen from above: boards, two pages with a gutter, a plate or greyed lines of type. */
function openBook(random: Random, cx: number, cy: number, width: number, angle: number): string {
  const height = width * random.int(62, 75) / 100
  const board = random.pick(SPINES)
  const page = random.pick(PAPERS).hex
  const [x, y] = [-width / 2, -height / 2]
  const pageContent = (left: number) => {
    const margin = width * 0.05
    const pageWidth = width / 2 - margin * 2
    if (random.chance(0.55)) {
      const plateHeight = height * random.int(45, 80) / 100
      const plate = random.pick(SPINES)
      return `<rect x="${n(left + margin)}" y="${n(y + margin * 1.3)}" width="${n(pageWidth)}" height="${n(plateHeight)}" fill="${plate}"/><rect x="${n(left + margin)}" y="${n(y + margin * 1.3 + plateHeight * 0.55)}" width="${n(pageWidth)}" height="${n(plateHeight * 0.45)}" fill="${mix(plate, '#000000', 0.3)}"/>`
    }
    const lines: string[] = []
    for (let line = 0; line < 14; line++) {
      const lineWidth = line % 7 === 6 ? pageWidth * 0.5 : pageWidth
      lines.push(`<rect x="${n(left + margin)}" y="${n(y + margin * 1.3 + line * height * 0.055)}" width="${n(lineWidth)}" height="${n(height * 0.018)}" fill="#000" fill-opacity="0.22"/>`)
    }
    return lines.join('')
  }
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${angle})">
<rect x="${n(x - 10)}" y="${n(y - 6)}" width="${n(width + 20)}" height="${n(height + 12)}" fill="#000" fill-opacity="0.22" transform="translate(9 12)"/>
<rect x="${n(x - 10)}" y="${n(y - 6)}" width="${n(width + 20)}" height="${n(height + 12)}" rx="3" fill="${board}"/>
<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${page}"/>
${pageContent(x)}${pageContent(0)}
<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="url(#gutter)"/></g>`
}

const tableTop: Scene = (random) => {
  const wood = random.pick(WOODS)
  const count = random.int(2, 3)
  const books = Array.from({ length: count }, (_, i) =>
    openBook(random, (WIDTH / count) * (i + 0.5) + random.int(-40, 40), HEIGHT / 2 + random.int(-120, 120), random.int(420, 560), random.int(-14, 14)),
  )
  const grainLines = Array.from({ length: 26 }, (_, i) => `<rect y="${i * 31 + random.int(0, 12)}" width="100%" height="${random.int(1, 3)}" fill="#000" fill-opacity="${(random.next() * 0.08).toFixed(2)}"/>`)
  return {
    defs: `<linearGradient id="gutter" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.46" stop-color="#000" stop-opacity="0.02"/><stop offset="0.5" stop-color="#000" stop-opacity="0.3"/><stop offset="0.54" stop-color="#000" stop-opacity="0.02"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>`,
    body: `<rect width="100%" height="100%" fill="${wood.hex}"/>${grainLines.join('')}${books.join('')}`,
    description: `Open art books on a ${wood.name} table, seen from above`,
  }
}

const readingRoom: Scene = (random) => {
  const wall = random.pick(WALLS)
  const wood = random.pick(WOODS)
  const floor = HEIGHT * random.int(66, 74) / 100
  const windowX = random.chance(0.5) ? random.int(90, 260) : random.int(760, 930)
  const windowWidth = random.int(180, 240)
  const windowTop = random.int(60, 110)
  const windowBottom = floor - random.int(150, 220)
  const light = '#FFF6E0'
  const panes: string[] = []
  for (let i = 1; i < 3; i++) panes.push(`<rect x="${n(windowX + (windowWidth / 3) * i - 3)}" y="${windowTop}" width="6" height="${windowBottom - windowTop}" fill="${mix(wall.hex, '#000000', 0.3)}"/>`)
  panes.push(`<rect x="${windowX}" y="${n((windowTop + windowBottom) / 2 - 3)}" width="${windowWidth}" height="6" fill="${mix(wall.hex, '#000000', 0.3)}"/>`)
  const shift = windowX < WIDTH / 2 ? 420 : -420
  const shaft = `<polygon points="${windowX},${windowBottom} ${windowX + windowWidth},${windowBottom} ${windowX + windowWidth + shift},${HEIGHT} ${windowX + shift},${HEIGHT}" fill="url(#shaft)"/>`
  const shelfX = windowX < WIDTH / 2 ? 560 : 80
  const shelfRows = [0, 1, 2].map((row) => {
    const base = floor - 20 - row * 150
    return `${spineRow(random, shelfX, shelfX + 540, base, 120, random.sample(SPINES, 8))}<rect x="${shelfX - 10}" y="${base}" width="560" height="12" fill="${wood.hex}"/>`
  })
  const tableTop = floor + random.int(30, 60)
  const table = `<rect x="${n(WIDTH * 0.18)}" y="${tableTop}" width="${n(WIDTH * 0.64)}" height="22" fill="${mix(wood.hex, '#000000', 0.15)}"/><rect x="${n(WIDTH * 0.2)}" y="${tableTop + 22}" width="16" height="${HEIGHT - tableTop}" fill="${mix(wood.hex, '#000000', 0.35)}"/><rect x="${n(WIDTH * 0.78)}" y="${tableTop + 22}" width="16" height="${HEIGHT - tableTop}" fill="${mix(wood.hex, '#000000', 0.35)}"/>`
  return {
    defs: `<linearGradient id="shaft" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0.1"/></linearGradient><linearGradient id="wallLight" x1="${windowX < WIDTH / 2 ? 0 : 1}" y1="0" x2="${windowX < WIDTH / 2 ? 1 : 0}" y2="0"><stop offset="0" stop-color="#FFF" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>`,
    body: `<rect width="100%" height="100%" fill="${wall.hex}"/><rect width="100%" height="100%" fill="url(#wallLight)"/>
<rect y="${floor}" width="100%" height="${HEIGHT - floor}" fill="${mix(wood.hex, '#000000', 0.2)}"/>
<rect x="${windowX - 12}" y="${windowTop - 12}" width="${windowWidth + 24}" height="${windowBottom - windowTop + 24}" fill="${mix(wall.hex, '#000000', 0.12)}"/>
<rect x="${windowX}" y="${windowTop}" width="${windowWidth}" height="${windowBottom - windowTop}" fill="${light}"/>${panes.join('')}
${shelfRows.join('')}${shaft}${table}`,
    description: `A reading room with window light, a ${wall.name} wall and shelves of books`,
  }
}

const galleryWall: Scene = (random) => {
  const wall = random.pick(WALLS)
  const floor = HEIGHT * 0.8
  const count = random.int(2, 4)
  const frames: string[] = []
  const slot = (WIDTH * 0.8) / count
  for (let i = 0; i < count; i++) {
    const width = slot * random.int(55, 80) / 100
    const height = width * random.pick([0.75, 1, 1.3])
    const x = WIDTH * 0.1 + slot * i + (slot - width) / 2
    const y = floor * 0.45 - height / 2
    const frame = random.pick(['#1B1B1B', '#F4F1EA', '#A9825A'])
    const colours = random.sample(SPINES, 3)
    const mat = width * 0.12
    const innerW = width - mat * 2
    const innerH = height - mat * 2
    const art = random.chance(0.5)
      ? `<rect x="${n(x + mat)}" y="${n(y + mat)}" width="${n(innerW)}" height="${n(innerH)}" fill="${colours[0]}"/><circle cx="${n(x + width / 2)}" cy="${n(y + height / 2)}" r="${n(Math.min(innerW, innerH) * 0.3)}" fill="${colours[1]}"/>`
      : `<rect x="${n(x + mat)}" y="${n(y + mat)}" width="${n(innerW)}" height="${n(innerH * 0.6)}" fill="${colours[0]}"/><rect x="${n(x + mat)}" y="${n(y + mat + innerH * 0.6)}" width="${n(innerW)}" height="${n(innerH * 0.4)}" fill="${colours[2]}"/>`
    frames.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#000" fill-opacity="0.18" transform="translate(6 10)"/><rect x="${n(x - 8)}" y="${n(y - 8)}" width="${n(width + 16)}" height="${n(height + 16)}" fill="${frame}"/><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#F7F4EC"/>${art}`)
  }
  const wood = random.pick(WOODS)
  return {
    defs: `<radialGradient id="spot" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#FFF" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></radialGradient>`,
    body: `<rect width="100%" height="100%" fill="${wall.hex}"/><rect width="100%" height="100%" fill="url(#spot)"/>${frames.join('')}<rect y="${n(floor)}" width="100%" height="${n(HEIGHT - floor)}" fill="${wood.hex}"/><rect y="${n(floor)}" width="100%" height="6" fill="#000" fill-opacity="0.25"/><rect x="420" y="${n(floor + 40)}" width="360" height="26" fill="${mix(wood.hex, '#000000', 0.45)}"/>`,
    description: `Framed prints on a ${wall.name} gallery wall above a ${wood.name} floor`,
  }
}

const stacks: Scene = (random) => {
  const wall = random.pick(WALLS)
  const wood = random.pick(WOODS)
  const table = HEIGHT * random.int(80, 86) / 100
  const piles: string[] = []
  const count = random.int(2, 3)
  const slot = WIDTH / count
  for (let i = 0; i < count; i++) {
    const centre = slot * (i + 0.5) + random.int(-30, 30)
    let y = table
    const books = random.int(7, 12)
    for (let b = 0; b < books; b++) {
      const width = random.int(280, Math.min(440, slot - 40))
      const thickness = random.int(28, 54)
      const colour = random.pick(SPINES)
      const x = centre - width / 2 + random.int(-14, 14)
      y -= thickness
      piles.push(`<rect x="${x}" y="${y}" width="${width}" height="${thickness}" fill="${colour}"/><rect x="${x}" y="${y + thickness - 3}" width="${width}" height="3" fill="#000" fill-opacity="0.25"/><rect x="${x + width - 10}" y="${y + 3}" width="8" height="${thickness - 6}" fill="${PAPERS[1].hex}" fill-opacity="0.85"/>`)
    }
  }
  return {
    defs: `<linearGradient id="daylight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>`,
    body: `<rect width="100%" height="100%" fill="${wall.hex}"/><rect width="100%" height="100%" fill="url(#daylight)"/><rect y="${n(table)}" width="100%" height="${n(HEIGHT - table)}" fill="${wood.hex}"/><rect y="${n(table)}" width="100%" height="8" fill="#000" fill-opacity="0.18"/>${piles.join('')}`,
    description: `Stacks of books on a ${wood.name} table against a ${wall.name} wall`,
  }
}

const SCENES = { shelves, tableTop, readingRoom, galleryWall, stacks }

export type SceneKind = keyof typeof SCENES

export const SCENE_KINDS = Object.keys(SCENES) as SceneKind[]

/** One wordless, photograph-like scene (1200 × 800) of the given kind. */
export function sceneArt(random: Random, kind: SceneKind): Artwork {
  const { body, defs, description } = SCENES[kind](random)
  return { svg: svgDocument(WIDTH, HEIGHT, body, defs), width: WIDTH, height: HEIGHT, description, grain: 0.4, vignette: 0.35 }
}
