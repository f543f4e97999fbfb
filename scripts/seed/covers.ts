/**
 * Generated images: book covers, logos and photos-in-spirit, drawn as SVG (colour fields, shapes, type)
 * and rendered to JPEG by sharp, then uploaded through the media collection so Payload makes its sizes.
 * What each image says is decided in images.ts.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Random } from './random'

const COVER_WIDTH = 1200
const COVER_HEIGHT = 1600

const PALETTE = [
  '#E4572E', '#F3A712', '#29335C', '#669BBC', '#A8C686', '#F0E2A3', '#1B998B', '#ED217C', '#2D3047', '#FFFD82',
  '#C3423F', '#9BC53D', '#5BC0EB', '#FDE74C', '#211A1E', '#F4F1DE', '#E07A5F', '#3D405B', '#81B29A', '#F2CC8F',
]

const FONTS = ["'DejaVu Serif', serif", "'Liberation Sans', 'DejaVu Sans', sans-serif", "'DejaVu Sans Mono', monospace"]

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Breaks a title into lines of at most `width` characters. */
function wrap(value: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of value.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function shapes(random: Random, width: number, height: number, colours: string[]): string {
  const out: string[] = []
  const style = random.int(0, 3)
  for (let i = 0; i < random.int(3, 7); i++) {
    const fill = random.pick(colours)
    const opacity = (0.55 + random.next() * 0.45).toFixed(2)
    if (style === 0) {
      out.push(`<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(80, 420)}" fill="${fill}" fill-opacity="${opacity}"/>`)
    } else if (style === 1) {
      const y = random.int(0, height)
      out.push(`<rect x="0" y="${y}" width="${width}" height="${random.int(40, 260)}" fill="${fill}" fill-opacity="${opacity}"/>`)
    } else if (style === 2) {
      const x = random.int(-200, width)
      out.push(`<polygon points="${x},${height} ${x + random.int(200, 600)},${random.int(0, height)} ${x + random.int(400, 900)},${height}" fill="${fill}" fill-opacity="${opacity}"/>`)
    } else {
      out.push(`<rect x="${random.int(0, width - 200)}" y="${random.int(0, height - 200)}" width="${random.int(150, 600)}" height="${random.int(150, 600)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${random.int(-20, 20)} ${width / 2} ${height / 2})"/>`)
    }
  }
  return out.join('')
}

/** The subtitle's type size: 42% of the title's, smaller when a long line (two authors) would run off the cover. */
const subtitleSize = (subtitle: string, width: number, titleSize: number) =>
  Math.min(Math.round(titleSize * 0.42), Math.floor((width * 0.84) / (subtitle.length * 0.62)))

export type CoverText = { title: string; subtitle?: string; footer?: string }

/** An SVG cover: background field, shapes and the title set in large type. */
function coverSvg(random: Random, text: CoverText, width = COVER_WIDTH, height = COVER_HEIGHT): string {
  const colours = random.sample(PALETTE, 4)
  const [background, ...rest] = colours
  const font = random.pick(FONTS)
  const titleLines = text.title ? wrap(text.title, width > height ? 22 : 14).slice(0, 4) : []
  const fontSize = Math.round(width / (width > height ? 14 : 10))
  const ink = ['#211A1E', '#2D3047', '#29335C', '#3D405B'].includes(background) ? '#FFFFFF' : '#111111'
  const top = Math.round(height * 0.14)
  const title = titleLines
    .map((line, i) => `<tspan x="${width * 0.08}" y="${top + i * fontSize * 1.15}">${escapeXml(line)}</tspan>`)
    .join('')
  const textBoxHeight = titleLines.length * fontSize * 1.15 + fontSize
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${background}"/>
${shapes(random, width, height, rest)}
${titleLines.length > 0 ? `<rect x="${width * 0.05}" y="${top - fontSize * 1.1}" width="${width * 0.9}" height="${textBoxHeight}" fill="${background}" fill-opacity="0.82"/>` : ''}
<text font-family="${font}" font-size="${fontSize}" font-weight="700" fill="${ink}">${title}</text>
${text.subtitle ? `<text x="${width * 0.08}" y="${top + titleLines.length * fontSize * 1.15}" font-family="${font}" font-size="${subtitleSize(text.subtitle, width, fontSize)}" fill="${ink}">${escapeXml(text.subtitle)}</text>` : ''}
${text.footer ? `<text x="${width * 0.08}" y="${height - height * 0.05}" font-family="${font}" font-size="${Math.round(fontSize * 0.36)}" font-weight="700" fill="${ink}" letter-spacing="4">${escapeXml(text.footer.toUpperCase())}</text>` : ''}
</svg>`
}

async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer()
}

/** Uploads an image buffer as a media document and returns its id. */
async function uploadImage(payload: Payload, data: Buffer, name: string, alt: string): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    overrideAccess: true,
  })
  return doc.id as number
}

/** Renders and uploads one generated image. */
export async function generateImage(
  payload: Payload,
  random: Random,
  options: { name: string; alt: string; text: CoverText; width?: number; height?: number },
): Promise<number> {
  const svg = coverSvg(random, options.text, options.width, options.height)
  return uploadImage(payload, await renderJpeg(svg), `${options.name}.jpg`, options.alt)
}
