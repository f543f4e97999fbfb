/**
 * The waiting list (issue 30 item 4): a library joins and leaves as itself; when staff restock a book from
 * none, each waiting library gets one email, in the order they joined, once per restock (a later save, the
 * job run again, two runners at once send nothing more); a book out of stock again and restocked tells them
 * again; an order ends the library's wait; a wait older than the Program policy's period is not told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Book, WaitingListEntry } from '../../../src/payload-types'
import { createSample } from '../../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, createStaffUser, type AccountActor, type StaffActor } from '../../helpers/users'

type Waits = typeof import('../../../src/lib/commerce/waiting-list/waits')
type Notify = typeof import('../../../src/lib/commerce/waiting-list/notifyWaitingList')

let t: TestPayload
let editor: StaffActor
let waits: Waits
let notify: Notify
let settle: typeof import('../../../src/lib/db/afterCommit').settleAfterCommitWork
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  // After createTestPayload: these load the Payload config, which reads this file's DATABASE_URL.
  waits = await import('../../../src/lib/commerce/waiting-list/waits')
  notify = await import('../../../src/lib/commerce/waiting-list/notifyWaitingList')
  ;({ settleAfterCommitWork: settle } = await import('../../../src/lib/db/afterCommit'))
  editor = await createStaffUser(t.payload, 'editor')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

const outOfStockBook = async (productTypeHandle: Book['productTypeHandle'] = 'libraryProgram') =>
  (await createSample(t.payload, 'books', {
    data: { title: `Wanted book ${++n}.`, productTypeHandle, variants: [{ sku: `WAIT-${n}-${Date.now()}`, stock: 0 }] },
  })) as Book

/** Staff change the book's stock in the admin (a published save, access enforced). */
async function setStock(book: Book, stock: number) {
  await t.payload.update({
    collection: 'books',
    id: book.id,
    data: { variants: [{ sku: book.variants![0].sku, stock }], _status: 'published' },
    user: editor,
    overrideAccess: false,
  })
  expect(await settle(t.payload, 30_000)).toBe(true)
}

/** The back-in-stock emails about `book`, oldest first: to whom each went, and its text. */
async function emailsAbout(book: Book) {
  const { docs } = await t.payload.find({
    collection: 'email-outbox',
    where: { subject: { contains: book.title } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ to: doc.to, text: doc.text ?? '' }))
}

/** A wait made by the server with a chosen join time (the site stamps 'now'). */
const waitSince = (account: AccountActor, book: Book, joinedAt: Date) =>
  t.payload.create({
    collection: 'waiting-list-entries',
    data: { account: account.id, book: book.id, joinedAt: joinedAt.toISOString() },
    overrideAccess: true,
  }) as Promise<WaitingListEntry>

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

describe('joining and leaving', () => {
  it('joins an out-of-stock Library Program book once, lists it, and leaves it', async () => {
    const account = await createLibraryAccount(t.payload)
    const book = await outOfStockBook()
    expect(await waits.joinWaitingList(t.payload, account, book.id)).toBe('joined')
    expect(await waits.joinWaitingList(t.payload, account, book.id)).toBe('already')
    const listed = await waits.ownOpenWaits(t.payload, account)
    expect(listed.map((wait) => wait.book)).toEqual([{ id: book.id, title: book.title, slug: book.slug }])
    expect(Date.now() - new Date(listed[0].joinedAt).getTime()).toBeLessThan(60_000)

    expect(await waits.leaveWaitingList(t.payload, account, book.id)).toBe(true)
    expect(await waits.ownOpenWaits(t.payload, account)).toEqual([])
    expect(await waits.leaveWaitingList(t.payload, account, book.id)).toBe(false)
    // Joining again after leaving starts a new wait; the old one keeps its end.
    expect(await waits.joinWaitingList(t.payload, account, book.id)).toBe('joined')
    const { docs } = await t.payload.find({
      collection: 'waiting-list-entries',
      where: { book: { equals: book.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map((wait) => wait.endedBecause ?? null)).toEqual(['left', null])
  })

  it('refuses a book in stock, a press book and a book that does not exist', async () => {
    const account = await createLibraryAccount(t.payload)
    const inStock = await outOfStockBook()
    await setStock(inStock, 2)
    expect(await waits.joinWaitingList(t.payload, account, inStock.id)).toBe('inStock')
    expect(await waits.joinWaitingList(t.payload, account, (await outOfStockBook('press')).id)).toBe('notFound')
    expect(await waits.joinWaitingList(t.payload, account, 987_654)).toBe('notFound')
    expect(await waits.ownOpenWaits(t.payload, account)).toEqual([])
  })

  it('lets an account see and end only its own waits, and join only for itself', async () => {
    const [mine, other] = [await createLibraryAccount(t.payload), await createLibraryAccount(t.payload)]
    const book = await outOfStockBook()
    const theirs = await waitSince(other, book, new Date())
    const as = { user: mine, overrideAccess: false } as const
    const seen = await t.payload.find({ collection: 'waiting-list-entries', ...as })
    expect(seen.docs.map((doc) => doc.id)).not.toContain(theirs.id)
    await expect(
      t.payload.update({ collection: 'waiting-list-entries', id: theirs.id, data: { endedBecause: 'left' }, ...as }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      t.payload.create({ collection: 'waiting-list-entries', data: { account: other.id, book: book.id }, ...as }),
    ).rejects.toMatchObject({ status: 403 })
    // A library cannot backdate its own wait either: the site stamps the time it joined.
    const own = await t.payload.create({
      collection: 'waiting-list-entries',
      data: { account: mine.id, book: book.id, joinedAt: daysAgo(30).toISOString() },
      ...as,
    })
    expect(Date.now() - new Date(own.joinedAt!).getTime()).toBeLessThan(60_000)
  })

  it('a wait that ran out is not listed, and joining again starts a fresh one', async () => {
    const account = await createLibraryAccount(t.payload)
    const book = await outOfStockBook()
    await waitSince(account, book, daysAgo(91))
    expect(await waits.ownOpenWaits(t.payload, account)).toEqual([])
    expect(await waits.joinWaitingList(t.payload, account, book.id)).toBe('joined')
    const { docs } = await t.payload.find({
      collection: 'waiting-list-entries',
      where: { account: { equals: account.id } },
      sort: 'joinedAt',
      overrideAccess: true,
    })
    expect(docs.map((wait) => wait.endedBecause ?? null)).toEqual(['expired', null])
  })
})

describe('restock emails', () => {
  it('emails each waiting library once, in the order they joined, with a link to the book', async () => {
    const book = await outOfStockBook()
    const [late, early, middle] = [
      await createLibraryAccount(t.payload),
      await createLibraryAccount(t.payload),
      await createLibraryAccount(t.payload, { secondaryEmail: `second-${Date.now()}@example.test` }),
    ]
    await waitSince(late, book, daysAgo(1))
    await waitSince(early, book, daysAgo(20))
    await waitSince(middle, book, daysAgo(5))

    await setStock(book, 3)
    const emails = await emailsAbout(book)
    expect(emails.map((email) => email.to)).toEqual([
      early.email,
      `${middle.email}, ${middle.secondaryEmail}`,
      late.email,
    ])
    for (const email of emails) expect(email.text).toContain(`/library-program/${book.slug}`)

    // More copies of a book already in stock: nobody is told again.
    await setStock(book, 5)
    expect(await emailsAbout(book)).toHaveLength(3)
    // The job for that restock run again, and by two runners at once: nothing more.
    // (Payload deletes a completed job; each wait records the restock it was told of.)
    const { docs: told } = await t.payload.find({
      collection: 'waiting-list-entries',
      where: { book: { equals: book.id } },
      overrideAccess: true,
    })
    const restockIds = new Set(told.map((wait) => wait.notifiedFor))
    expect(restockIds.size).toBe(1)
    const [restockId] = [...restockIds] as string[]
    const again = await Promise.all([1, 2].map(() => notify.notifyWaitingLibraries(t.payload, book.id, restockId)))
    expect(again).toEqual([0, 0])
    expect(await emailsAbout(book)).toHaveLength(3)
  })

  it('two runners told of the same restock send each email once between them', async () => {
    const book = await outOfStockBook()
    for (let i = 0; i < 4; i++) await waitSince(await createLibraryAccount(t.payload), book, daysAgo(10 - i))
    // The restock's own job tells them first; a second notice of another restock id is what two runners share.
    await setStock(book, 1)
    const before = (await emailsAbout(book)).length
    const sent = await Promise.all(
      [1, 2].map(() => notify.notifyWaitingLibraries(t.payload, book.id, 'restock-by-hand')),
    )
    expect(sent[0] + sent[1]).toBe(4)
    expect((await emailsAbout(book)).length - before).toBe(4)
  })

  it('tells them again when the book runs out and comes back', async () => {
    const book = await outOfStockBook()
    const account = await createLibraryAccount(t.payload)
    await waits.joinWaitingList(t.payload, account, book.id)
    await setStock(book, 2)
    await setStock(book, 0)
    await setStock(book, 4)
    expect((await emailsAbout(book)).map((email) => email.to)).toEqual([account.email, account.email])
  })

  it('ends the wait of a library that orders the book; a wait that ran out is not told', async () => {
    const book = await outOfStockBook()
    const [orders, expired, waiting] = [
      await createLibraryAccount(t.payload),
      await createLibraryAccount(t.payload),
      await createLibraryAccount(t.payload),
    ]
    await waits.joinWaitingList(t.payload, orders, book.id)
    await waitSince(expired, book, daysAgo(90.1))
    await waits.joinWaitingList(t.payload, waiting, book.id)
    await t.payload.create({
      collection: 'orders',
      data: {
        number: `WAIT-ORDER-${Date.now()}`,
        type: 'library',
        email: orders.email,
        account: orders.id,
        status: 'pending',
        paymentStatus: 'free',
        dateOrdered: new Date().toISOString(),
        totalQty: 1,
        lineItems: [{ book: book.id, title: book.title, sku: book.variants![0].sku, qty: 1 }],
      },
      overrideAccess: true,
    })
    const { docs } = await t.payload.find({
      collection: 'waiting-list-entries',
      where: { account: { equals: orders.id } },
      overrideAccess: true,
    })
    expect(docs.map((wait) => wait.endedBecause)).toEqual(['ordered'])
    expect(await waits.ownOpenWaits(t.payload, orders)).toEqual([])

    await setStock(book, 1)
    expect((await emailsAbout(book)).map((email) => email.to)).toEqual([waiting.email])
  })

  it('follows the period staff set in the Program policy', async () => {
    const book = await outOfStockBook()
    const account = await createLibraryAccount(t.payload)
    await waitSince(account, book, daysAgo(100))
    await t.payload.updateGlobal({ slug: 'program-policy', data: { waitingListDays: 120 }, overrideAccess: true })
    try {
      expect((await waits.ownOpenWaits(t.payload, account)).map((wait) => wait.book.id)).toEqual([book.id])
      await setStock(book, 1)
      expect((await emailsAbout(book)).map((email) => email.to)).toEqual([account.email])
    } finally {
      await t.payload.updateGlobal({ slug: 'program-policy', data: { waitingListDays: 90 }, overrideAccess: true })
    }
  })
})

describe('deleting', () => {
  it('deletes the waits of a book or a library account that staff delete (the delete goes through)', async () => {
    const [book, other] = [await outOfStockBook(), await outOfStockBook()]
    const [leaving, staying] = [await createLibraryAccount(t.payload), await createLibraryAccount(t.payload)]
    await waitSince(leaving, book, new Date())
    await waitSince(staying, book, new Date())
    await waitSince(staying, other, new Date())
    await t.payload.delete({ collection: 'accounts', id: leaving.id, overrideAccess: true })
    await t.payload.delete({ collection: 'books', id: book.id, overrideAccess: true })
    const { docs } = await t.payload.find({
      collection: 'waiting-list-entries',
      where: { account: { in: [leaving.id, staying.id] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((wait) => [wait.account, wait.book])).toEqual([[staying.id, other.id]])
  })
})
