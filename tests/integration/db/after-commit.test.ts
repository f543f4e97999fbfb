/**
 * Work that waits for its transaction (src/lib/db/afterCommit.ts): it runs once the transaction has committed,
 * once, and sees the committed rows; a rolled-back transaction's work never runs. The shipped email, queued
 * by an order hook in a transaction that is then rolled back, is neither stored nor sent. A shutdown can wait
 * for work still running after its commit.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { afterCommit, settleAfterCommitWork } from '../../../src/lib/db/afterCommit'
import type { Order } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount } from '../../helpers/users'

let t: TestPayload

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
let n = 0

async function openTransaction() {
  const req = await createLocalReq({}, t.payload)
  await initTransaction(req)
  return req
}

describe('work after a commit', () => {
  it('runs once, after the commit, and sees the committed rows', async () => {
    const req = await openTransaction()
    const tag = await t.payload.create({
      collection: 'tags',
      data: { title: `After commit ${++n}`, group: 'themes' },
      overrideAccess: true,
      req,
    })
    const seen: string[] = []
    await afterCommit(req, 'test', async () => {
      const { totalDocs } = await t.payload.count({ collection: 'tags', where: { id: { equals: tag.id } } })
      seen.push(totalDocs === 1 ? 'committed row' : 'no row')
    })
    await settle()
    expect(seen).toEqual([])

    const id = req.transactionID
    await commitTransaction(req)
    // A second commit of the same transaction (as Payload's nested operations may ask) runs nothing again.
    await t.payload.db.commitTransaction(id!)
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['committed row'])
    await settle()
    expect(seen).toEqual(['committed row'])
  })

  it('never runs for a transaction that was rolled back', async () => {
    const req = await openTransaction()
    let ran = 0
    await afterCommit(req, 'test', async () => {
      ran++
    })
    const id = req.transactionID
    await killTransaction(req)
    // Committing the rolled-back id afterwards does not revive its work.
    await t.payload.db.commitTransaction(id!)
    await settle()
    expect(ran).toBe(0)
  })

  it('runs at once when there is no transaction', async () => {
    const req = await createLocalReq({}, t.payload)
    let ran = 0
    await afterCommit(req, 'test', async () => {
      ran++
    })
    await expect.poll(() => ran, { timeout: 10_000 }).toBe(1)
  })

  it('can be waited for before the connections close, including work it starts', async () => {
    const req = await createLocalReq({}, t.payload)
    const done: string[] = []
    await afterCommit(req, 'slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      done.push('first')
      await afterCommit(req, 'started by the first', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        done.push('second')
      })
    })
    // Too short a wait says so and leaves the work running.
    expect(await settleAfterCommitWork(t.payload, 50)).toBe(false)
    expect(done).toEqual([])
    expect(await settleAfterCommitWork(t.payload, 10_000)).toBe(true)
    expect(done).toEqual(['first', 'second'])
  })
})

describe('the shipped email of a save that is rolled back', () => {
  it('is neither stored nor sent', async () => {
    const account = await createLibraryAccount(t.payload)
    const order = (await t.payload.create({
      collection: 'orders',
      data: {
        number: `AC-${++n}-${Date.now()}`,
        type: 'library',
        email: account.email,
        account: account.id,
        status: 'pending',
        paymentStatus: 'free',
        dateOrdered: new Date().toISOString(),
        shippingAddress: {
          fullName: 'Ada',
          addressLine1: '5 Monument Sq',
          city: 'Portland',
          state: 'ME',
          zipCode: '04101',
        },
        totalQty: 0,
        lineItems: [],
      },
      overrideAccess: true,
    })) as Order
    const jobsBefore = await t.payload.count({ collection: 'payload-jobs', overrideAccess: true })

    const req = await openTransaction()
    await t.payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'shipped' },
      overrideAccess: true,
      req,
    })
    await killTransaction(req)
    await settle()

    const outbox = await t.payload.find({
      collection: 'email-outbox',
      where: { subject: { contains: order.number } },
      overrideAccess: true,
    })
    expect(outbox.docs).toHaveLength(0)
    const jobsAfter = await t.payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobsAfter.totalDocs).toBe(jobsBefore.totalDocs)
    const saved = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(saved.status).toBe('pending')
  })
})

describe('a second copy of the module', () => {
  it('runs work handed over by another copy (a route bundled apart from the one that booted Payload)', async () => {
    // Next bundles the admin's server actions apart from the site's routes: each has its own copy of the module.
    // @ts-expect-error -- the query makes Vite load a second instance of the same file
    const copy = (await import('../../../src/lib/db/afterCommit.ts?second-copy')) as { afterCommit: typeof afterCommit }
    const req = await openTransaction()
    const seen: string[] = []
    await copy.afterCommit(req, 'test', async () => void seen.push('ran'))
    await commitTransaction(req)
    await settle()
    expect(seen).toEqual(['ran'])
  })
})
