/**
 * Turns an Artwork into JPEG bytes. The duotone photograph is computed at a quarter of the size and enlarged
 * (smooth noise needs no more), sharp lays the SVG over it and softens it, then one pass over the pixels adds
 * grain and vignette. No SVG filters: librsvg's feTurbulence and feGaussianBlur cost up to a second a cover.
 */
import sharp from 'sharp'

import { createRandom, type Random } from '../random'
import type { Artwork, Photo } from './artwork'
import { rgb } from './colour'

/**
 * Smooth value noise that tiles: a coarse grid of random values, wrapping at its edges, interpolated with
 * smoothstep. Tiling lets photoField sample it turned and shifted without seams.
 */
function valueNoise(random: Random, columns: number, rows: number) {
  const grid = Float32Array.from({ length: columns * rows }, () => random.next())
  const at = (x: number, y: number) => grid[(((y % rows) + rows) % rows) * columns + (((x % columns) + columns) % columns)]
  return (u: number, v: number) => {
    const x = u * columns
    const y = v * rows
    const x0 = Math.floor(x)
    const y0 = Math.floor(y)
    const sx = (x - x0) * (x - x0) * (3 - 2 * (x - x0))
    const sy = (y - y0) * (y - y0) * (3 - 2 * (y - y0))
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx
    return top + (bottom - top) * sy
  }
}

/** Each octave is sampled turned by its own angle: value noise sampled straight shows its grid as square blotches. */
const OCTAVE_TURNS = [0.4, 1.3, 2.1, 2.9].map((angle) => ({ cos: Math.cos(angle), sin: Math.sin(angle) }))

/** Brightness 0–1 of the photograph at (u, v): fractal noise, lit from above when it has a horizon. */
export function photoField(photo: Photo, aspect: number): (u: number, v: number) => number {
  const random = createRandom(photo.seed)
  const octaves = [1, 2, 4, 8].map((factor) => {
    const columns = Math.max(1, Math.round(photo.scale * factor))
    // A landscape's features are wider than tall.
    return valueNoise(random, columns, Math.max(1, Math.round(columns * aspect * (photo.horizon === undefined ? 1 : 2.5))))
  })
  const weights = [0.5, 0.27, 0.15, 0.08]
  return (u, v) => {
    let value = 0
    for (let i = 0; i < octaves.length; i++) {
      const { cos, sin } = OCTAVE_TURNS[i]
      value += octaves[i](u * cos - v * sin, u * sin + v * cos) * weights[i]
    }
    // Contrast: spread the noise's middle out toward both inks.
    value = Math.min(1, Math.max(0, (value - 0.5) * 1.6 + 0.5))
    if (photo.horizon === undefined) return value
    // Sky: lighter, fading up; ground: darker, the noise reading as fields and trees.
    return v < photo.horizon ? 0.55 + 0.4 * (v / photo.horizon) * (0.7 + 0.3 * value) : value * 0.55
  }
}

/** The photograph's pixels (RGB) at width × height. */
function photoPixels(photo: Photo, width: number, height: number): Buffer {
  const field = photoField(photo, height / width)
  const [dark, light] = [rgb(photo.dark), rgb(photo.light)]
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const tone = field(x / width, y / height)
      const i = (y * width + x) * 3
      for (let c = 0; c < 3; c++) pixels[i + c] = dark[c] + (light[c] - dark[c]) * tone
    }
  }
  return pixels
}

/** Noise values in [-0.5, 0.5), a prime number of them so the repeat never lines up with a row. */
const NOISE = (() => {
  const random = createRandom(0x6a41)
  return Float32Array.from({ length: 65_521 }, () => random.next() - 0.5)
})()

/** Grain and vignette, in place: a printed, photographed surface rather than flat vector colour. */
function finish(data: Buffer, width: number, height: number, art: Artwork, seed: number): void {
  // Clamped, so grain on white stays white instead of wrapping round to black.
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length)
  const grain = art.grain * 28
  let k = seed % NOISE.length
  for (let y = 0; y < height; y++) {
    const dy = y / height - 0.5
    for (let x = 0; x < width; x++) {
      const noise = NOISE[k] * grain
      k = k + 1 === NOISE.length ? 0 : k + 1
      const dx = x / width - 0.5
      const fall = art.vignette ? 1 - art.vignette * (dx * dx + dy * dy) * 1.6 : 1
      const i = (y * width + x) * 3
      pixels[i] = pixels[i] * fall + noise
      pixels[i + 1] = pixels[i + 1] * fall + noise
      pixels[i + 2] = pixels[i + 2] * fall + noise
    }
  }
}

/** Renders the artwork to a JPEG. `seed` fixes its grain. */
export async function renderArtwork(art: Artwork, seed: number): Promise<Buffer> {
  const { width, height } = art
  const svg = Buffer.from(art.svg)
  let image = art.photo
    ? sharp(photoPixels(art.photo, Math.ceil(width / 4), Math.ceil(height / 4)), { raw: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .composite([{ input: svg }])
    : sharp(svg)
  // sharp blurs before it composites, so a photograph's artwork is flattened first.
  if (art.blur) image = art.photo ? sharp(await image.png({ compressionLevel: 0 }).toBuffer()).blur(art.blur) : image.blur(art.blur)
  const { data } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  finish(data, width, height, art, seed)
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 82 }).toBuffer()
}
