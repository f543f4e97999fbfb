import { describe, expect, it } from 'vitest'

import { firstFreeSlug } from '../../../src/fields/slug'

const takenOf = (taken: string[]) => async (slug: string) => taken.includes(slug)

describe('firstFreeSlug', () => {
  it('keeps a free slug as it is', async () => {
    expect(await firstFreeSlug('photobook', takenOf(['zine']))).toBe('photobook')
  })

  it('numbers a slug another document has, from 2, skipping numbers taken too', async () => {
    expect(await firstFreeSlug('photobook', takenOf(['photobook']))).toBe('photobook-2')
    expect(await firstFreeSlug('photobook', takenOf(['photobook', 'photobook-2', 'photobook-3']))).toBe('photobook-4')
  })

  it('stops after fifty tries and leaves the last one to the unique index', async () => {
    let asked = 0
    const slug = await firstFreeSlug('x', async () => (asked++, true))
    expect(slug).toBe('x-50')
    expect(asked).toBe(49)
  })

  it('keeps a numbered slug within the length slugify allows', async () => {
    const base = 'a'.repeat(96)
    const slug = await firstFreeSlug(base, takenOf([base]))
    expect(slug).toBe(`${'a'.repeat(90)}-2`)
    expect(slug.length).toBeLessThanOrEqual(96)
  })
})
