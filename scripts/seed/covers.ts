/**
 * Generated images become media documents: wordless artwork (art/) rendered to JPEG, and logos, the one kind of
 * seeded image that is lettering. Payload records each upload's real width and height and makes its sizes.
 * What each image shows is decided in images.ts.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Artwork } from './art/artwork'
import { PALETTES } from './art/palettes'
import { renderArtwork } from './art/raster'
import type { Random } from './random'

const LOGO_SIZE = 600

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Breaks a name into lines of at most `width` characters. */
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

/** A wordmark: the name set in one face on a plain ground, with a small geometric mark above it. */
export function logoSvg(random: Random, name: string): string {
  const palette = random.pick(PALETTES)
  const ink = palette.mood === 'paper' ? palette.inks[random.int(0, 1)].hex : palette.inks[0].hex
  const font = random.pick(["'DejaVu Serif', serif", "'Liberation Sans', 'DejaVu Sans', sans-serif"])
  const lines = wrap(name, 14).slice(0, 3)
  const size = Math.round(LOGO_SIZE / (Math.max(...lines.map((l) => l.length)) > 10 ? 12 : 9))
  const top = LOGO_SIZE / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.9
  const mark = random.pick([
    `<circle cx="300" cy="${top - size * 2}" r="${size * 0.6}" fill="${ink}"/>`,
    `<rect x="${300 - size * 0.55}" y="${top - size * 2.6}" width="${size * 1.1}" height="${size * 1.1}" fill="${ink}"/>`,
    `<path d="M${300 - size * 0.7} ${top - size * 1.5}h${size * 1.4}l${-size * 0.7} ${-size * 1.2}Z" fill="${ink}"/>`,
  ])
  const text = lines
    .map((line, i) => `<tspan x="300" y="${Math.round(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}"><rect width="100%" height="100%" fill="${palette.ground.hex}"/>${mark}<text text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="700" fill="${ink}">${text}</text></svg>`
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

/** Renders and uploads one artwork; `seed` fixes its grain. */
export async function uploadArtwork(
  payload: Payload,
  art: Artwork,
  options: { name: string; alt: string; seed: number },
): Promise<number> {
  return uploadImage(payload, await renderArtwork(art, options.seed), `${options.name}.jpg`, options.alt)
}

/** A close-up of a rendered artwork: a region of it, enlarged to the artwork's size (the grain enlarges too). */
export async function uploadDetail(
  payload: Payload,
  art: Artwork,
  options: { name: string; alt: string; seed: number; region: { left: number; top: number; width: number; height: number } },
): Promise<number> {
  const whole = await renderArtwork(art, options.seed)
  const detail = await sharp(whole).extract(options.region).resize(art.width, art.height).jpeg({ quality: 82 }).toBuffer()
  return uploadImage(payload, detail, `${options.name}.jpg`, options.alt)
}

/** Renders and uploads one logo. */
export async function uploadLogo(payload: Payload, random: Random, options: { name: string; alt: string; text: string }): Promise<number> {
  const data = await sharp(Buffer.from(logoSvg(random, options.text))).jpeg({ quality: 82 }).toBuffer()
  return uploadImage(payload, data, `${options.name}.jpg`, options.alt)
}
