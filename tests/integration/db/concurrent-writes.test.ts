import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload

beforeAll(async () => {
  t = await createTestPayload()
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('concurrent writes', () => {
  it('accepts many overlapping creates and updates without a busy error', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.payload.create({
          collection: 'tags',
          data: { title: `Concurrent ${i}`, group: 'themes' },
          overrideAccess: true,
        }),
      ),
    )
    expect(new Set(created.map((tag) => tag.slug)).size).toBe(12)

    await Promise.all(
      created.map((tag) =>
        t.payload.update({ collection: 'tags', id: tag.id, data: { title: `${tag.title} renamed` }, overrideAccess: true }),
      ),
    )
    const { docs } = await t.payload.find({
      collection: 'tags',
      where: { title: { like: 'renamed' } },
      limit: 50,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(12)
  })
})
