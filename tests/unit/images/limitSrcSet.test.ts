import { describe, expect, it } from 'vitest'

import { limitSrcSet } from '@/lib/images/limitSrcSet'

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
