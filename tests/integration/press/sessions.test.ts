/**
 * Several checkout sessions of one cart, against the fake Stripe (issue 28): 'Pay', a change to the cart and
 * 'Pay' again, with the two sessions' completions delivered in every order (or not at all), duplicated, late
 * (after the reservation was released) and at once. Each paid order holds exactly what its own session priced
 * and reserved, never the cart's later lines; a session replaced by a newer one is expired at Stripe and, if
 * paid anyway, recorded for a refund staff can see; stock is never taken below zero, and every copy is either
 * in stock, in a paid order, or held by a session still open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseTimedOutReservations, RESERVATION_MINUTES } from '@/lib/commerce/press-checkout/pressCheckout'
import type { Book, Order } from '@/payload-types'

import { pointStripeAtFake, startFakeStripe, type FakeStripe } from '../donations/fakeStripe'
import { startPressTest, type PressTest, type SessionFacts } from './pressTest'

let p: PressTest
let fake: FakeStripe

beforeAll(async () => {
  process.env.SERVER_URL = 'https://www.art.example.org'
  fake = await startFakeStripe()
  pointStripeAtFake(fake)
  p = await startPressTest()
})

afterAll(async () => {
  await fake?.close()
  await p?.t.cleanup()
})

const A_PRICE = 1800
const B_PRICE = 8000

type Shelf = { a: { book: Book; sku: string }; b: { book: Book; sku: string }; initial: Map<string, number> }

/** A $18 book (5 in stock) and an $80 one (3 in stock), fresh for each case. */
async function shelf(): Promise<Shelf> {
  const a = await p.createPressBook(5, A_PRICE)
  const b = await p.createPressBook(3, B_PRICE)
  return {
    a,
    b,
    initial: new Map([
      [a.sku, 5],
      [b.sku, 3],
    ]),
  }
}

type Paid = SessionFacts & { lines: Map<string, number>; itemTotal: number }

const linesOf = async (cookie: string) =>
  new Map(((await p.cartOf(cookie)).lineItems ?? []).map((line) => [line.purchasableId, line.qty]))

/** 'Pay' through the fake Stripe; answers the session with the lines the cart held when it was priced. */
async function payAtStripe(cookie: string, prices: Map<string, number>): Promise<Paid> {
  const lines = await linesOf(cookie)
  const { status, body } = await p.pay(cookie)
  expect(status, JSON.stringify(body)).toBe(200)
  const id = body.url!.split('/').pop()!
  const stored = fake.sessions.get(id)!
  const itemTotal = [...lines].reduce((sum, [sku, qty]) => sum + prices.get(sku)! * qty, 0)
  return {
    id,
    amountTotal: stored.amount_total as number,
    metadata: stored.metadata as Record<string, string>,
    lines,
    itemTotal,
  }
}

/** Adds two of the $80 book; a completed cart is replaced by a new one (and a new cookie), as in the browser. */
async function addTwoB(cookie: string, sku: string): Promise<string> {
  const response = await p.call(p.routes.update, '/api/cart/update-cart', cookie, { purchasableId: sku, qty: 2 })
  const { cart } = (await response.json()) as { cart: { number: string } }
  return `art_cart_id=${cart.number}`
}

const checkoutOf = async (sessionId: string) =>
  (
    await p.t.payload.find({
      collection: 'press-checkouts',
      where: { sessionId: { equals: sessionId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

const orderLines = (order: Order) => new Map((order.lineItems ?? []).map((line) => [line.sku, line.qty]))

/** What became of a session: a paid order of its own lines, a refund to make, or nothing (still open or released). */
type Outcome = 'order' | 'refund' | 'none'

/**
 * The invariants every case ends with: each session's outcome, each order exactly its own session's lines and
 * amounts, stock never below zero, and initial stock = stock + copies in paid orders + copies held by open sessions.
 */
async function expectSettled(s: Shelf, sessions: { paid: Paid; outcome: Outcome; open: boolean }[]) {
  const sold = new Map<string, number>()
  for (const { paid, outcome } of sessions) {
    const orders = await p.ordersOf(paid.id)
    expect(orders, `orders of ${paid.id}`).toHaveLength(outcome === 'order' ? 1 : 0)
    for (const order of orders) {
      expect(orderLines(order), `lines of ${paid.id}`).toEqual(paid.lines)
      expect(order, `amounts of ${paid.id}`).toMatchObject({
        paymentStatus: 'paid',
        itemTotal: paid.itemTotal,
        total: paid.amountTotal,
        totalQty: [...paid.lines.values()].reduce((a, b) => a + b, 0),
      })
      for (const [sku, qty] of paid.lines) sold.set(sku, (sold.get(sku) ?? 0) + qty)
    }
  }
  for (const { book, sku } of [s.a, s.b]) {
    const held = sessions
      .filter((session) => session.open)
      .reduce((sum, session) => sum + (session.paid.lines.get(sku) ?? 0), 0)
    const stock = await p.stockOf(book)
    expect(stock, `stock of ${sku}`).toBeGreaterThanOrEqual(0)
    expect(stock + (sold.get(sku) ?? 0) + held, `copies of ${sku} accounted for`).toBe(s.initial.get(sku))
  }
  for (const { paid, outcome } of sessions) {
    const checkout = await checkoutOf(paid.id)
    if (outcome === 'refund')
      expect(checkout, `checkout ${paid.id}`).toMatchObject({ status: 'refundDue', total: paid.amountTotal })
    if (outcome === 'order') expect(checkout, `checkout ${paid.id}`).toMatchObject({ status: 'fulfilled' })
  }
}

const completed = (session: SessionFacts, id?: string) => p.sessionEvent('checkout.session.completed', session, { id })

type Step = 'pay1' | 'change' | 'pay2' | 'complete1' | 'complete2'

/** pay1 → change → pay2 with complete1 (after pay1) and complete2 (after pay2) each placed anywhere, or left out. */
function interleavings(): Step[][] {
  const base: Step[] = ['pay1', 'change', 'pay2']
  const all: Step[][] = [base]
  for (let i = 1; i <= 3; i++) all.push([...base.slice(0, i), 'complete1', ...base.slice(i)])
  all.push([...base, 'complete2'])
  for (let i = 1; i <= 3; i++) all.push([...base.slice(0, i), 'complete1', ...base.slice(i), 'complete2'])
  all.push([...base, 'complete2', 'complete1'])
  return all
}

type Case = { steps: Step[]; paidBeforePay2: boolean }
const cases: Case[] = [
  ...interleavings().map((steps) => ({ steps, paidBeforePay2: false })),
  // The buyer paid session 1 at Stripe, came back and paid again before session 1's event arrived.
  ...interleavings()
    .filter((steps) => steps.indexOf('complete1') > steps.indexOf('pay2'))
    .map((steps) => ({ steps, paidBeforePay2: true })),
]
const nameOf = ({ steps, paidBeforePay2 }: Case) =>
  `${steps.join(' → ')}${paidBeforePay2 ? ' (session 1 paid at Stripe before pay2, its event late)' : ''}`

type Session = { paid: Paid; cart: string; outcome: Outcome; open: boolean; superseded: boolean; event?: object }

describe('two sessions of one cart, in every order', () => {
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', async (_, { steps, paidBeforePay2 }) => {
    const s = await shelf()
    const prices = new Map([
      [s.a.sku, A_PRICE],
      [s.b.sku, B_PRICE],
    ])
    let cookie = await p.guestCart([{ sku: s.a.sku, qty: 1 }])
    // Whether the browser's cart is still open: a paid order completes the cart of the newest checkout.
    let cartOpen = true
    const sessions: Session[] = []
    for (const step of steps) {
      if (step === 'pay1' || step === 'pay2') {
        if (!cartOpen) {
          // Paid while the cart held more (change → complete1): the order completed the cart, emptied.
          expect(await p.pay(cookie)).toMatchObject({ status: 400, body: { error: 'Your cart is empty.' } })
          continue
        }
        const previous = sessions.find((session) => session.open && session.cart === cookie)
        if (previous && paidBeforePay2) fake.sessions.get(previous.paid.id)!.status = 'complete'
        const paid = await payAtStripe(cookie, prices)
        // A session of the same cart still open is replaced, unless Stripe says it was already paid.
        if (previous && !paidBeforePay2) Object.assign(previous, { open: false, superseded: true })
        sessions.push({ paid, cart: cookie, outcome: 'none', open: true, superseded: false })
      } else if (step === 'change') {
        cookie = await addTwoB(cookie, s.b.sku)
        cartOpen = true
      } else {
        const session = sessions[step === 'complete1' ? 0 : 1]
        if (!session) continue
        session.event = completed(session.paid)
        expect((await p.deliver(session.event)).status).toBe(200)
        session.outcome = session.open ? 'order' : 'refund'
        const newest = sessions.filter((other) => other.cart === session.cart).pop()
        if (session.open && newest === session && session.cart === cookie) cartOpen = false
        session.open = false
      }
    }
    // Stripe's retries of the same events, the same completion under another event id, and the expiry events
    // of the replaced sessions: none changes anything.
    for (const session of sessions) {
      if (session.event) {
        expect((await p.deliver(session.event)).status).toBe(200)
        expect((await p.deliver(completed(session.paid))).status).toBe(200)
      }
      if (session.superseded) {
        expect(fake.sessions.get(session.paid.id)!.status, 'replaced session expired at Stripe').toBe('expired')
        expect((await p.deliver(p.sessionEvent('checkout.session.expired', session.paid))).status).toBe(200)
      }
    }
    await expectSettled(s, sessions)
  })
})

describe('late, duplicated and simultaneous deliveries', () => {
  it('all completions of both sessions at once, twice over: one order for the current session, a refund for the replaced one', async () => {
    const s = await shelf()
    const prices = new Map([
      [s.a.sku, A_PRICE],
      [s.b.sku, B_PRICE],
    ])
    let cookie = await p.guestCart([{ sku: s.a.sku, qty: 1 }])
    const first = await payAtStripe(cookie, prices)
    cookie = await addTwoB(cookie, s.b.sku)
    const second = await payAtStripe(cookie, prices)
    const events = [first, second].flatMap((session) => {
      const event = completed(session)
      return [event, event, completed(session), p.sessionEvent('checkout.session.async_payment_succeeded', session)]
    })
    const answers = await Promise.all([...events, ...events].map((event) => p.deliver(event)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200))
    await expectSettled(s, [
      { paid: first, outcome: 'refund', open: false },
      { paid: second, outcome: 'order', open: false },
    ])
  })

  it('a completion delivered after the reservation timed out is honoured with its own lines while they are in stock', async () => {
    const s = await shelf()
    const prices = new Map([
      [s.a.sku, A_PRICE],
      [s.b.sku, B_PRICE],
    ])
    const cookie = await p.guestCart([
      { sku: s.a.sku, qty: 1 },
      { sku: s.b.sku, qty: 2 },
    ])
    const paid = await payAtStripe(cookie, prices)
    await releaseTimedOutReservations(p.t.payload, new Date(Date.now() + (RESERVATION_MINUTES + 1) * 60_000))
    expect(await p.stockOf(s.b.book)).toBe(3)
    await p.deliver(completed(paid))
    await p.deliver(completed(paid))
    await expectSettled(s, [{ paid, outcome: 'order', open: false }])
  })

  it('a completion delivered after the reservation timed out and the copies were sold is recorded for refund', async () => {
    const s = await shelf()
    const prices = new Map([
      [s.a.sku, A_PRICE],
      [s.b.sku, B_PRICE],
    ])
    const late = await payAtStripe(
      await p.guestCart([
        { sku: s.a.sku, qty: 1 },
        { sku: s.b.sku, qty: 2 },
      ]),
      prices,
    )
    await releaseTimedOutReservations(p.t.payload, new Date(Date.now() + (RESERVATION_MINUTES + 1) * 60_000))
    const other = await payAtStripe(await p.guestCart([{ sku: s.b.sku, qty: 3 }]), prices)
    await p.deliver(completed(other))
    await p.deliver(completed(late))
    await expectSettled(s, [
      { paid: late, outcome: 'refund', open: false },
      { paid: other, outcome: 'order', open: false },
    ])
    // All or nothing: the $18 book, still in stock, was not taken for the refunded session either.
    expect(await p.stockOf(s.a.book)).toBe(5)
  })

  it('a delayed payment still pending when the cart pays again keeps its copies; both outcomes settle their own lines', async () => {
    const s = await shelf()
    const prices = new Map([
      [s.a.sku, A_PRICE],
      [s.b.sku, B_PRICE],
    ])
    let cookie = await p.guestCart([{ sku: s.a.sku, qty: 1 }])
    const first = await payAtStripe(cookie, prices)
    fake.sessions.get(first.id)!.status = 'complete'
    await p.deliver(p.sessionEvent('checkout.session.completed', first, { paymentStatus: 'unpaid' }))
    cookie = await addTwoB(cookie, s.b.sku)
    const second = await payAtStripe(cookie, prices)
    await p.deliver(completed(second))
    await p.deliver(p.sessionEvent('checkout.session.async_payment_succeeded', first))
    await expectSettled(s, [
      { paid: first, outcome: 'order', open: false },
      { paid: second, outcome: 'order', open: false },
    ])
  })
})

describe('payments that make no order', () => {
  it('a payment of a press session this site has no record of is recorded for refund', async () => {
    const unknown = {
      id: `cs_test_unknown_${Date.now()}`,
      amountTotal: 4321,
      metadata: { purpose: 'press-order', cartNumber: 'nope' },
    }
    await p.deliver(completed(unknown))
    await p.deliver(completed(unknown))
    expect(await p.ordersOf(unknown.id)).toHaveLength(0)
    expect(await checkoutOf(unknown.id)).toMatchObject({
      status: 'refundDue',
      total: 4321,
      paymentIntentId: `pi_${unknown.id}`,
    })
  })

  it('a session paid after it was replaced is listed for staff with what it charged; a refund in Stripe is recorded on it', async () => {
    const s = await shelf()
    const prices = new Map([
      [s.a.sku, A_PRICE],
      [s.b.sku, B_PRICE],
    ])
    let cookie = await p.guestCart([{ sku: s.a.sku, qty: 1 }])
    const first = await payAtStripe(cookie, prices)
    cookie = await addTwoB(cookie, s.b.sku)
    await payAtStripe(cookie, prices)
    await p.deliver(completed(first))

    const due = await p.t.payload.find({
      collection: 'press-checkouts',
      where: { status: { equals: 'refundDue' }, sessionId: { equals: first.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(due.docs).toHaveLength(1)
    expect(due.docs[0]).toMatchObject({
      total: first.amountTotal,
      email: 'ada@example.org',
      paymentIntentId: `pi_${first.id}`,
      lines: [expect.objectContaining({ sku: s.a.sku, qty: 1, unitPrice: A_PRICE })],
    })
    // Staff are told by email too (the cart's number is in the subject; its session made no order).
    const [notice] = await p.outboxFor(p.cartNumberOf(cookie), 1)
    expect(notice).toMatchObject({ subject: expect.stringMatching(/refund/i), text: expect.stringContaining(first.id) })

    await p.deliver({
      id: `evt_refund_${first.id}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${first.id}`,
          object: 'charge',
          amount: first.amountTotal,
          amount_refunded: first.amountTotal,
          refunded: true,
          currency: 'usd',
          payment_intent: `pi_${first.id}`,
        },
      },
    })
    expect(await checkoutOf(first.id)).toMatchObject({ status: 'refunded' })
  })
})
