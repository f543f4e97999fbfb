import { describe, expect, it } from 'vitest'

import { limitSrcSet, narrowestSlot } from '@/lib/images/limitSrcSet'

const url = (w: number) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcover.jpg&w=${w}&q=75`
const srcSet = (widths: number[]) => widths.map((w) => `${url(w)} ${w}w`).join(', ')
const ALL = [96, 128, 256, 360, 640, 750, 1080, 1920]

describe('limitSrcSet', () => {
  it('drops the candidates wider than the upload except the first, which holds all of it', () => {
    expect(limitSrcSet({ src: url(1920), srcSet: srcSet(ALL) }, 600)).toEqual({
      src: url(640),
      srcSet: srcSet([96, 128, 256, 360, 640]),
    })
  })

  it('stops at a candidate exactly as wide as the upload', () => {
    expect(limitSrcSet({ src: url(1920), srcSet: srcSet(ALL) }, 640).srcSet).toBe(srcSet([96, 128, 256, 360, 640]))
  })

  it('keeps every candidate of an upload wider than them all', () => {
    const image = { src: url(1920), srcSet: srcSet(ALL) }
    expect(limitSrcSet(image, 4000)).toEqual(image)
  })

  it('leaves the image alone without a known width, without a srcset, or with density descriptors', () => {
    const image = { src: url(1920), srcSet: srcSet(ALL) }
    expect(limitSrcSet(image, null)).toBe(image)
    expect(limitSrcSet(image, 0)).toBe(image)
    expect(limitSrcSet({ src: url(64) }, 600)).toEqual({ src: url(64) })
    const density = { src: url(128), srcSet: `${url(64)} 1x, ${url(128)} 2x` }
    expect(limitSrcSet(density, 64)).toBe(density)
  })
})

describe('narrowestSlot', () => {
  it('is the least width any viewport from 320 px gives the image, the first matching entry deciding', () => {
    // A card: 44vw on phones (141 px on a 320 px screen), then 29vw, 20vw, 300 px.
    expect(
      narrowestSlot('(min-width: 1440px) 300px, (min-width: 1001px) 20vw, (min-width: 768px) 29vw, 44vw'),
    ).toBeCloseTo(140.8)
    // Just past a max-width the next entry decides: 50vw of 601 px.
    expect(narrowestSlot('(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 33vw')).toBeCloseTo(300.5)
    expect(narrowestSlot('(min-width: 1001px) 45vw, 100vw')).toBe(320)
    expect(narrowestSlot('200px')).toBe(200)
  })

  it('gives up on what it does not read', () => {
    expect(narrowestSlot('calc(100vw - 2rem)')).toBeUndefined()
    expect(narrowestSlot('(orientation: landscape) 50vw, 100vw')).toBeUndefined()
  })
})

describe('limitSrcSet with sizes', () => {
  it('drops the candidates narrower than the narrowest slot, keeping the first one as wide', () => {
    const sizes = '(min-width: 1440px) 300px, (min-width: 1001px) 20vw, (min-width: 768px) 29vw, 44vw'
    expect(limitSrcSet({ src: url(1920), srcSet: srcSet(ALL) }, 600, sizes)).toEqual({
      src: url(640),
      srcSet: srcSet([256, 360, 640]),
    })
    expect(limitSrcSet({ src: url(1920), srcSet: srcSet(ALL) }, null, '128px').srcSet).toBe(srcSet(ALL.slice(1)))
  })

  it('keeps the widest candidate when every one is narrower than the slot', () => {
    expect(limitSrcSet({ src: url(1920), srcSet: srcSet(ALL) }, 300, '100vw')).toEqual({
      src: url(360),
      srcSet: srcSet([360]),
    })
  })
})
