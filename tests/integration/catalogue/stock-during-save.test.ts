/**
 * A staff save of a book while an order takes copies of it (issue 33 item 2's stock rule: what orders took is
 * never put back by a save). Payload reads the book, then writes its variants back whole, stock included; an
 * order committed between that read and that write would be undone. The order here is started at exactly that
 * moment, from a beforeChange hook (after Payload's read): the save must make it wait, and the copies it takes
 * must come off what the save wrote. On SQLite and PostgreSQL.
 */
import type { CollectionBeforeChangeHook } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { Book } from '../../../src/payload-types'
import { createSample } from '../../helpers/fixtures'
import { orderCopies } from '../../helpers/orderStock'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, type StaffActor } from '../../helpers/users'

let t: TestPayload
let editor: StaffActor
let stock: typeof import('../../../src/lib/commerce/orders/stock')

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  stock = await import('../../../src/lib/commerce/orders/stock')
  editor = await createStaffUser(t.payload, 'editor')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

it('keeps the copies an order takes while staff save the book', async () => {
  const book = (await createSample(t.payload, 'books', {
    data: { title: 'Saved while ordered', variants: [{ sku: `SAVE-${Date.now()}`, stock: 10 }] },
  })) as Book

  let ordering: Promise<boolean> | undefined
  const orderMidSave: CollectionBeforeChangeHook = async ({ data }) => {
    if (data.title !== 'Saved while ordered, renamed' || ordering) return data
    ordering = orderCopies(t.payload, stock, book.id, book.variants![0]!.sku, 3)
    // Time for the order to commit if nothing holds it back.
    await new Promise((resolve) => setTimeout(resolve, 400))
    return data
  }
  const hooks = t.payload.collections.books.config.hooks
  hooks.beforeChange = [...(hooks.beforeChange ?? []), orderMidSave]
  try {
    await t.payload.update({
      collection: 'books',
      id: book.id,
      data: { title: 'Saved while ordered, renamed' },
      overrideAccess: false,
      user: editor,
    })
  } finally {
    hooks.beforeChange = hooks.beforeChange.filter((hook) => hook !== orderMidSave)
  }
  expect(await ordering).toBe(true)
  const saved = await t.payload.findByID({ collection: 'books', id: book.id, depth: 0, overrideAccess: true })
  expect(saved.title).toBe('Saved while ordered, renamed')
  expect(saved.variants?.[0]?.stock).toBe(7)
})
