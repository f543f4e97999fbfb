/**
 * The Distribution Map fed by shipments (issue 30 item 1): a library appears once its first order ships (once,
 * however many orders, with its books summed), never for an order cancelled before shipping, leaves when its
 * only shipped order is cancelled, when it says so in My Account or when staff hide it; a curated entry linked
 * to it gives it its name and excerpt. Staff's status change is made as staff (overrideAccess: false).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, createStaffUser, type AccountActor, type StaffActor } from '../../helpers/users'

let t: TestPayload
let fulfilment: StaffActor
let loadLibraryMapEntries: typeof import('../../../src/lib/commerce/orders/libraryMap').loadLibraryMapEntries
let updateMapChoice: typeof import('../../../src/lib/auth/viewer').updateMapChoice
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  // After createTestPayload: these load the Payload config, which reads this file's DATABASE_URL.
  ;({ loadLibraryMapEntries } = await import('../../../src/lib/commerce/orders/libraryMap'))
  ;({ updateMapChoice } = await import('../../../src/lib/auth/viewer'))
  fulfilment = await createStaffUser(t.payload, 'fulfilment')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

async function placeOrder(account: AccountActor, books: number) {
  return (await t.payload.create({
    collection: 'orders',
    data: {
      number: `MAP-${++n}-${Date.now()}`,
      type: 'library',
      email: account.email,
      account: account.id,
      status: 'pending',
      paymentStatus: 'free',
      dateOrdered: new Date().toISOString(),
      totalQty: books,
      lineItems: [{ title: 'A book', sku: `MAP-SKU-${n}`, qty: books }],
    },
    overrideAccess: true,
  })) as Order
}

const setStatus = (order: Order, status: Order['status']) =>
  t.payload.update({ collection: 'orders', id: order.id, data: { status }, user: fulfilment, overrideAccess: false }) as Promise<Order>

const entryOf = async (account: AccountActor) =>
  (await loadLibraryMapEntries(t.payload)).find((entry) => entry.id === `account-${account.id}`)

describe('the map fed by shipments', () => {
  it('shows a library once its first order ships, once, placed by its ZIP code, with the books it received', async () => {
    const account = await createLibraryAccount(t.payload, { library: 'Fletcher Free Library', city: 'Burlington', state: 'VT', zipCode: '05401-1234', numberServes: 4200 })
    const first = await placeOrder(account, 3)
    const second = await placeOrder(account, 2)
    expect(await entryOf(account)).toBeUndefined()

    const shipped = await setStatus(first, 'shipped')
    // When it shipped, and how many people the library serves as it was then (the impact figures' basis).
    expect(Date.now() - new Date(shipped.shippedAt!).getTime()).toBeLessThan(60_000)
    expect(shipped.peopleServed).toBe(4200)
    await setStatus(second, 'completed')

    const entries = (await loadLibraryMapEntries(t.payload)).filter((entry) => entry.id === `account-${account.id}`)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ name: 'Fletcher Free Library', location: 'Burlington, VT', state: 'VT', books: 5, since: new Date().getUTCFullYear(), approximate: false })
    expect(entries[0].latitude).toBeCloseTo(44.48, 1)
  })

  it('never adds a library for an order cancelled before shipping, and removes it when its only shipped order is cancelled', async () => {
    const account = await createLibraryAccount(t.payload, { library: 'Cancelled Library', zipCode: '10001', state: 'NY' })
    await setStatus(await placeOrder(account, 4), 'cancelled')
    expect(await entryOf(account)).toBeUndefined()

    const order = await setStatus(await placeOrder(account, 1), 'shipped')
    expect(await entryOf(account)).toMatchObject({ books: 1 })
    const cancelled = await setStatus(order, 'cancelled')
    // Shipped books are not put back in stock by a cancellation.
    expect(cancelled.stockReturned).toBeFalsy()
    expect(await entryOf(account)).toBeUndefined()
  })

  it('leaves off a library that said so in My Account, and one staff hid, until that changes', async () => {
    const account = await createLibraryAccount(t.payload, { library: 'Private Library', zipCode: '60601', state: 'IL' })
    await setStatus(await placeOrder(account, 2), 'shipped')
    expect(await entryOf(account)).toBeDefined()

    await updateMapChoice(t.payload, account, false)
    expect(await entryOf(account)).toBeUndefined()
    await updateMapChoice(t.payload, account, true)
    expect(await entryOf(account)).toBeDefined()

    await t.payload.update({ collection: 'accounts', id: account.id, data: { hiddenFromMap: true }, user: fulfilment, overrideAccess: false })
    expect(await entryOf(account)).toBeUndefined()
  })

  it('lets only staff hide a library: the library cannot unhide itself', async () => {
    const account = await createLibraryAccount(t.payload, { hiddenFromMap: true })
    await t.payload.update({ collection: 'accounts', id: account.id, data: { hiddenFromMap: false }, user: account, overrideAccess: false })
    const stored = await t.payload.findByID({ collection: 'accounts', id: account.id, overrideAccess: true })
    expect(stored.hiddenFromMap).toBe(true)
  })

  it('gives a shipped library the name, excerpt and position of the curated entry linked to it', async () => {
    const account = await createLibraryAccount(t.payload, { library: 'Account Name Library', zipCode: '73301', state: 'TX' })
    const curated = await t.payload.create({
      collection: 'participating-libraries',
      data: { library: 'Austin Central Library', location: 'Austin, TX', latitude: 30.27, longitude: -97.74, excerptText: 'Readers queue for the art shelf.', account: account.id, _status: 'published' },
      overrideAccess: true,
    })
    await setStatus(await placeOrder(account, 6), 'shipped')
    const entries = await loadLibraryMapEntries(t.payload)
    expect(entries.filter((entry) => entry.curatedId === String(curated.id))).toEqual([
      expect.objectContaining({ id: `account-${account.id}`, name: 'Austin Central Library', excerpt: 'Readers queue for the art shelf.', books: 6, latitude: 30.27 }),
    ])
  })

  it('tells staff where the account sits on the map, and warns when its ZIP is unknown', async () => {
    const known = await createLibraryAccount(t.payload, { zipCode: '05401', state: 'VT' })
    const unknown = await createLibraryAccount(t.payload, { zipCode: '00000', state: 'VT' })
    const read = (id: number) => t.payload.findByID({ collection: 'accounts', id, user: fulfilment, overrideAccess: false })
    expect((await read(known.id)).mapPlacement).toBe('Placed on the map by its ZIP code 05401.')
    expect((await read(unknown.id)).mapPlacement).toMatch(/not in the map’s gazetteer: shown at the centre of VT/)
  })
})
