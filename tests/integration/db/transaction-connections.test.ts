import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqliteFilePath } from '@/lib/db/databaseUrl'

import { openDescriptorsOn } from '../../helpers/openFiles'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload

beforeAll(async () => {
  t = await createTestPayload()
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('SQLite connections held by transactions', () => {
  it('stay bounded however many transactions run (libsql 0.14 left one open per transaction)', async (ctx) => {
    if (t.kind !== 'sqlite') ctx.skip()
    const file = sqliteFilePath(t.databaseUrl)
    if (!file) throw new Error(`No SQLite file in ${t.databaseUrl}`)

    const createTag = (i: number) =>
      t.payload.create({ collection: 'tags', data: { title: `Held ${i}`, group: 'themes' }, overrideAccess: true })
    await createTag(1000)
    const before = openDescriptorsOn(file)

    for (let i = 0; i < 40; i++) await createTag(i)
    await Promise.all(Array.from({ length: 20 }, (_, i) => createTag(100 + i)))
    // Failed transactions (rolled back) give their connection back too.
    const failures = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.payload.update({ collection: 'tags', id: 987_654, data: { title: 'missing' }, overrideAccess: true }),
      ),
    )
    expect(failures.every((result) => result.status === 'rejected')).toBe(true)

    expect(openDescriptorsOn(file)).toBeLessThanOrEqual(before + 1)
    const { totalDocs } = await t.payload.count({ collection: 'tags', where: { title: { like: 'Held' } } })
    expect(totalDocs).toBe(61)
  })
})
