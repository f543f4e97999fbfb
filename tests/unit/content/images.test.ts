import { describe, expect, it } from 'vitest'

import { imageCandidates } from '@/lib/content/images'

describe('imageCandidates', () => {
  it('lists the 1000/1200/1800 renditions and the original, narrowest first', () => {
    expect(
      imageCandidates({
        url: '/o.jpg',
        width: 2400,
        sizes: { large: { url: '/l.jpg', width: 1800 }, medium: { url: '/m.jpg', width: 1200 }, mobile: { url: '/s.jpg', width: 1000 } },
      }),
    ).toEqual([
      { url: '/s.jpg', width: 1000 },
      { url: '/m.jpg', width: 1200 },
      { url: '/l.jpg', width: 1800 },
      { url: '/o.jpg', width: 2400 },
    ])
  })

  it('skips renditions sharp did not make (original narrower) and never lists a width twice', () => {
    expect(
      imageCandidates({
        url: '/o.jpg',
        width: 1000,
        sizes: { large: { url: null, width: null }, medium: { url: null }, mobile: { url: '/s.jpg', width: 1000 } },
      }),
    ).toEqual([{ url: '/s.jpg', width: 1000 }])
  })
})
