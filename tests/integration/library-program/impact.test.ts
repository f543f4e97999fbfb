/**
 * The impact figures (issue 30 item 2) from the orders the site took: a library counts once, books when their
 * order ships, states and people served as recorded at a library's first shipment, plus the baseline staff
 * enter for the years before this site; a cancelled shipment no longer counts; leaving the map does not change
 * what was sent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { Order } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, createStaffUser, type AccountActor, type StaffActor } from '../../helpers/users'

let t: TestPayload
let fulfilment: StaffActor
let loadImpactFigures: typeof import('../../../src/lib/commerce/orders/impact').loadImpactFigures
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  ;({ loadImpactFigures } = await import('../../../src/lib/commerce/orders/impact'))
  fulfilment = await createStaffUser(t.payload, 'fulfilment')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

const order = async (account: AccountActor, books: number) =>
  (await t.payload.create({
    collection: 'orders',
    data: {
      number: `IMP-${++n}-${Date.now()}`,
      type: 'library',
      email: account.email,
      account: account.id,
      status: 'pending',
      paymentStatus: 'free',
      dateOrdered: new Date().toISOString(),
      totalQty: books,
      lineItems: [{ title: 'A book', sku: `IMP-${n}`, qty: books }],
    },
    overrideAccess: true,
  })) as Order

const setStatus = (doc: Order, status: Order['status']) =>
  t.payload.update({ collection: 'orders', id: doc.id, data: { status }, user: fulfilment, overrideAccess: false })

it('counts what shipped, once per library, with the baseline from before the site', async () => {
  expect(await loadImpactFigures(t.payload)).toEqual({ libraries: 0, books: 0, states: 0, peopleServed: 0 })

  const vermont = await createLibraryAccount(t.payload, { state: 'VT', zipCode: '05401', numberServes: 1000 })
  const texas = await createLibraryAccount(t.payload, { state: 'TX', zipCode: '73301', numberServes: 250, showOnMap: false })
  await setStatus(await order(vermont, 4), 'shipped')
  // The library's figure later changes: the one recorded at its first shipment counts.
  await t.payload.update({ collection: 'accounts', id: vermont.id, data: { numberServes: 9999 }, overrideAccess: true })
  await setStatus(await order(vermont, 6), 'completed')
  await setStatus(await order(texas, 3), 'shipped')
  await order(texas, 50) // pending: not sent yet
  const cancelled = await setStatus(await order(texas, 7), 'shipped')
  await setStatus(cancelled as Order, 'cancelled')

  expect(await loadImpactFigures(t.payload)).toEqual({ libraries: 2, books: 13, states: 2, peopleServed: 1250 })

  await t.payload.updateGlobal({
    slug: 'learn-more',
    data: { _status: 'published', impact: { librariesBefore: 40, booksBefore: 1200, peopleServedBefore: 30_000, statesBefore: ['TX', 'CA'] } } as never,
    overrideAccess: true,
  })
  expect(await loadImpactFigures(t.payload)).toEqual({ libraries: 42, books: 1213, states: 3, peopleServed: 31_250 })
})

it('keeps the distribution map’s words in the Learn more page, where an editor changes them', async () => {
  const editor = await createStaffUser(t.payload, 'editor')
  const before = await t.payload.findGlobal({ slug: 'learn-more', depth: 0, overrideAccess: true })
  expect(before.mapTexts).toMatchObject({
    intro: '{libraries} libraries in {states} states and territories have received free art books through the Library Program.',
    byStateHeading: 'By state',
    since: 'Since {year}',
    books: '{count} books',
  })
  await t.payload.updateGlobal({
    slug: 'learn-more',
    data: { _status: 'published', mapTexts: { ...before.mapTexts, byStateHeading: 'Where the books went' } } as never,
    user: editor,
    overrideAccess: false,
  })
  const after = await t.payload.findGlobal({ slug: 'learn-more', depth: 0, overrideAccess: true })
  expect(after.mapTexts.byStateHeading).toBe('Where the books went')
})
