/**
 * Restocking many books at once (issue 33 item 2): copies are added in one transaction by the rule orders use
 * (an increment, never a figure written back), so orders placed meanwhile are kept; a vanished variant adds
 * nothing anywhere; only staff may restock; a Library Program book back from none tells its waiting libraries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Book } from '../../../src/payload-types'
import { createSample } from '../../helpers/fixtures'
import { orderCopies } from '../../helpers/orderStock'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, createStaffUser, type StaffActor } from '../../helpers/users'

type Restock = typeof import('../../../src/lib/commerce/restock/restock')
type Stock = typeof import('../../../src/lib/commerce/orders/stock')

let t: TestPayload
let fulfilment: StaffActor
let restock: Restock
let stock: Stock
let settle: typeof import('../../../src/lib/db/afterCommit').settleAfterCommitWork
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  restock = await import('../../../src/lib/commerce/restock/restock')
  stock = await import('../../../src/lib/commerce/orders/stock')
  ;({ settleAfterCommitWork: settle } = await import('../../../src/lib/db/afterCommit'))
  fulfilment = await createStaffUser(t.payload, 'fulfilment')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

const bookWith = async (stocks: number[], productTypeHandle: Book['productTypeHandle'] = 'libraryProgram') => {
  const id = ++n
  return (await createSample(t.payload, 'books', {
    data: {
      title: `Restocked book ${id}.`,
      productTypeHandle,
      variants: stocks.map((count, index) => ({ sku: `RS-${id}-${index}-${Date.now()}`, stock: count })),
    },
  })) as Book
}

/** The book as the admin form shows it (latest version) and as orders read it (the published row). */
async function stockOf(book: Book) {
  const published = await t.payload.findByID({ collection: 'books', id: book.id, depth: 0, overrideAccess: true })
  const latest = await t.payload.findByID({
    collection: 'books',
    id: book.id,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  return {
    published: (published.variants ?? []).map((variant) => variant.stock),
    latest: (latest.variants ?? []).map((variant) => variant.stock),
    inStock: published.inStock,
  }
}

const orderOne = (book: Book, sku: string) => orderCopies(t.payload, stock, book.id, sku, 1)

describe('restocking', () => {
  it('adds the copies that arrived to each variant, in the published book and the admin form alike', async () => {
    const first = await bookWith([2, 0])
    const second = await bookWith([5])
    const result = await restock.restockBooks(t.payload, fulfilment, [
      { book: first.id, sku: first.variants![0].sku, qty: 10 },
      { book: first.id, sku: first.variants![1].sku, qty: 1 },
      { book: second.id, sku: second.variants![0].sku, qty: 3 },
    ])
    expect(result).toEqual({ ok: true, message: 'Added 14 copies to 2 books.' })
    expect(await stockOf(first)).toEqual({ published: [12, 1], latest: [12, 1], inStock: true })
    expect(await stockOf(second)).toEqual({ published: [8], latest: [8], inStock: true })
  })

  it('keeps every copy ordered while a restock runs: the result is the start, minus orders, plus the restock', async () => {
    const book = await bookWith([30])
    const sku = book.variants![0].sku
    const orders = Array.from({ length: 12 }, () => orderOne(book, sku))
    const restocks = [5, 7].map((qty) => restock.restockBooks(t.payload, fulfilment, [{ book: book.id, sku, qty }]))
    const [taken, restocked] = await Promise.all([Promise.all(orders), Promise.all(restocks)])
    expect(restocked.every((result) => result.ok)).toBe(true)
    const ordered = taken.filter(Boolean).length
    expect(ordered).toBe(12)
    expect((await stockOf(book)).published).toEqual([30 - ordered + 12])
  })

  it('adds nothing at all when one variant is gone (the whole restock rolls back)', async () => {
    const book = await bookWith([4])
    const result = await restock.restockBooks(t.payload, fulfilment, [
      { book: book.id, sku: book.variants![0].sku, qty: 6 },
      { book: book.id, sku: 'NO-SUCH-SKU', qty: 2 },
    ])
    expect(result.ok).toBe(false)
    expect(result.message).toContain('NO-SUCH-SKU')
    expect((await stockOf(book)).published).toEqual([4])
  })

  it('refuses anyone who is not staff, and a restock with no copies', async () => {
    const book = await bookWith([1])
    const account = await createLibraryAccount(t.payload)
    const line = { book: book.id, sku: book.variants![0].sku, qty: 9 }
    expect((await restock.restockBooks(t.payload, { ...account, collection: 'accounts' }, [line])).ok).toBe(false)
    expect((await restock.restockBooks(t.payload, null, [line])).ok).toBe(false)
    expect((await restock.restockBooks(t.payload, fulfilment, [])).ok).toBe(false)
    expect((await stockOf(book)).published).toEqual([1])
  })

  it('tells the libraries waiting for a Library Program book that was out of stock, once', async () => {
    const book = await bookWith([0])
    const account = await createLibraryAccount(t.payload)
    await t.payload.create({
      collection: 'waiting-list-entries',
      data: { account: account.id, book: book.id, joinedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const result = await restock.restockBooks(t.payload, fulfilment, [
      { book: book.id, sku: book.variants![0].sku, qty: 2 },
    ])
    expect(result.ok).toBe(true)
    expect(await settle(t.payload, 30_000)).toBe(true)
    const { docs } = await t.payload.find({
      collection: 'email-outbox',
      where: { and: [{ subject: { contains: book.title } }, { to: { equals: account.email } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })
})
