/**
 * Staff handling of orders: the status rule enforced on save, cancellation returning stock exactly once,
 * the 'shipped' email stored and sent once, the CSV export and packing slips (staff only, through Payload's
 * REST route handlers called with plain Requests) and refunds recorded from Stripe's charge.refunded.
 */
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Book, EmailOutbox, Order } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import {
  createLibraryAccount,
  createStaffUser,
  TEST_PASSWORD,
  type AccountActor,
  type StaffActor,
} from '../../helpers/users'
import { shortOrderNumber } from '@/lib/commerce/orders/shortNumber'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let t: TestPayload
let rest: { GET: Handler; POST: Handler; PATCH: Handler }
let fulfilment: StaffActor
let account: AccountActor
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  delete process.env.STRIPE_SECRET_KEY
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = {
    GET: routes.REST_GET(config) as Handler,
    POST: routes.REST_POST(config) as Handler,
    PATCH: routes.REST_PATCH(config) as Handler,
  }
  fulfilment = await createStaffUser(t.payload, 'fulfilment')
  account = await createLibraryAccount(t.payload, { library: 'Portland Public Library', state: 'ME' })
})

afterAll(async () => {
  await t?.cleanup()
})

async function createBook(stock: number) {
  const sku = `OA-${++n}-${Date.now()}`
  const book = await t.payload.create({
    collection: 'books',
    data: {
      title: `Order admin book ${n}`,
      productTypeHandle: 'libraryProgram',
      variants: [{ sku, stock }],
      _status: 'published',
    },
    overrideAccess: true,
  })
  return { book: book as Book, sku }
}

async function createOrder(lines: { book: Book; sku: string; qty: number }[], over: Partial<Order> = {}) {
  return (await t.payload.create({
    collection: 'orders',
    data: {
      number: `T-${++n}-${Date.now()}`,
      type: 'library',
      email: account.email,
      account: account.id,
      status: 'pending',
      paymentStatus: 'free',
      dateOrdered: new Date().toISOString(),
      shippingAddress: {
        fullName: 'Ada Librarian',
        addressLine1: '5 Monument Sq',
        city: 'Portland',
        state: 'ME',
        zipCode: '04101',
      },
      totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
      lineItems: lines.map((line) => ({ book: line.book.id, title: line.book.title, sku: line.sku, qty: line.qty })),
      ...over,
    },
    overrideAccess: true,
  })) as Order
}

const setStatus = (order: Order, data: Partial<Order>) =>
  t.payload.update({ collection: 'orders', id: order.id, data, overrideAccess: false, user: fulfilment })

const stockOf = async (book: Book, draft = false) => {
  const found = (await t.payload.findByID({ collection: 'books', id: book.id, draft, overrideAccess: true })) as Book
  return { stock: found.variants?.[0]?.stock, inStock: found.inStock }
}

describe('an order saved by staff', () => {
  it('carries its library and state for the list', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 1 }])
    expect(order).toMatchObject({ library: 'Portland Public Library', state: 'ME' })
  })

  it('moves forward only and never out of a final status', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 1 }])
    await expect(setStatus(order, { status: 'processing' })).resolves.toMatchObject({ status: 'processing' })
    await expect(setStatus(order, { status: 'pending' })).rejects.toThrow(/status/i)
    await expect(setStatus(order, { status: 'shipped' })).resolves.toMatchObject({ status: 'shipped' })
    await expect(setStatus(order, { status: 'completed' })).resolves.toMatchObject({ status: 'completed' })
    await expect(setStatus(order, { status: 'cancelled' })).rejects.toThrow(/status/i)
    const saved = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(saved.status).toBe('completed')
  })

  it('cancels a shipped order (a mistake, a refund) without putting its books back in stock', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 2 }])
    await setStatus(order, { status: 'shipped' })
    await expect(setStatus(order, { status: 'cancelled' })).resolves.toMatchObject({ status: 'cancelled' })
    const stored = (await t.payload.findByID({ collection: 'books', id: book.id, overrideAccess: true })) as Book
    expect(stored.variants?.find((variant) => variant.sku === sku)?.stock).toBe(3)
  })

  it('keeps what the order recorded: staff change its handling and contact details, not its lines or payment', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 2 }], { total: 1200, idempotencyKey: `cart:recorded-${n}` })
    const updated = await setStatus(order, {
      number: 'CHANGED-1',
      lineItems: [{ book: book.id, title: 'Renamed', sku, qty: 9 }],
      totalQty: 9,
      total: 1,
      paymentStatus: 'refunded',
      dateOrdered: '2001-01-01T00:00:00.000Z',
      idempotencyKey: 'cart:other',
      stockReturned: true,
      status: 'processing',
      trackingNumber: '1Z999',
      email: 'corrected@example.test',
      shippingAddress: { ...order.shippingAddress!, addressLine1: '6 Monument Sq' },
    })
    expect(updated).toMatchObject({
      number: order.number,
      totalQty: 2,
      total: 1200,
      paymentStatus: 'free',
      dateOrdered: order.dateOrdered,
      idempotencyKey: order.idempotencyKey,
      stockReturned: false,
      status: 'processing',
      trackingNumber: '1Z999',
      email: 'corrected@example.test',
      shippingAddress: { addressLine1: '6 Monument Sq' },
    })
    expect(updated.lineItems?.map(({ title, qty }) => ({ title, qty }))).toEqual([{ title: book.title, qty: 2 }])

    // Cancelling returns what was ordered, not what an edit claimed.
    const cancelled = await setStatus(order, { status: 'cancelled' })
    expect((await stockOf(book)).stock).toBe(5)
    // The server's own mark survives the save that the staff member made.
    expect(cancelled.stockReturned).toBe(true)
    const reread = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(reread.stockReturned).toBe(true)
  })
})

describe('cancelling an order', () => {
  it('returns each line to its variant once, even when saved cancelled again', async () => {
    const { book, sku } = await createBook(0)
    const other = await createBook(4)
    const order = await createOrder([
      { book, sku, qty: 2 },
      { book: other.book, sku: other.sku, qty: 1 },
    ])
    const cancelled = await setStatus(order, { status: 'cancelled' })
    expect(cancelled.stockReturned).toBe(true)
    expect(await stockOf(book)).toEqual({ stock: 2, inStock: true })
    expect(await stockOf(book, true)).toEqual({ stock: 2, inStock: true })
    expect((await stockOf(other.book)).stock).toBe(5)

    await setStatus(order, { status: 'cancelled', note: 'Library closed for renovation' })
    expect((await stockOf(book)).stock).toBe(2)
    expect((await stockOf(other.book)).stock).toBe(5)
  })

  it('returns stock once when two saves cancel it at the same time', async () => {
    const { book, sku } = await createBook(1)
    const order = await createOrder([{ book, sku, qty: 3 }])
    const results = await Promise.allSettled([
      setStatus(order, { status: 'cancelled' }),
      setStatus(order, { status: 'cancelled' }),
    ])
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true)
    expect((await stockOf(book)).stock).toBe(4)
  })
})

async function outboxFor(number: string, waitMs: number) {
  const deadline = Date.now() + waitMs
  for (;;) {
    const { docs } = await t.payload.find({
      collection: 'email-outbox',
      // Every order email carries the order's link, which holds its reference number.
      where: { text: { contains: number } },
      overrideAccess: true,
    })
    if (docs.length > 0 || Date.now() > deadline) return docs as EmailOutbox[]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('marking an order shipped', () => {
  it('emails the library once, with the tracking number', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 1 }])
    await setStatus(order, { status: 'shipped', trackingNumber: '1Z999AA10123456784' })
    const sent = await outboxFor(order.number, 10_000)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: account.email, subject: `Your A.R.T. order ${shortOrderNumber(order.id)} has shipped` })
    expect(sent[0]!.text).toContain('Tracking number: 1Z999AA10123456784')

    await setStatus(order, { status: 'shipped', note: 'Saved again' })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await outboxFor(order.number, 0)).toHaveLength(1)
  })

  it('sends nothing when the change is refused', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 1 }], { status: 'completed' })
    await expect(setStatus(order, { status: 'shipped' })).rejects.toThrow(/status/i)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await outboxFor(order.number, 0)).toHaveLength(0)
  })
})

const BASE = 'http://127.0.0.1'
const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })

async function login(collection: 'users' | 'accounts', email: string) {
  const response = await rest.POST(
    new Request(`${BASE}/api/${collection}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    }),
    params(`${collection}/login`),
  )
  expect(response.status).toBe(200)
  return (await response.json()).token as string
}

const get = (path: string, token?: string) =>
  rest.GET(
    new Request(`${BASE}/api/${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
    params(path),
  )

describe('CSV export and packing slips', () => {
  let libraryOrder: Order
  let pressOrder: Order

  beforeAll(async () => {
    const { book, sku } = await createBook(5)
    libraryOrder = await createOrder(
      [
        { book, sku, qty: 2 },
        { book, sku, qty: 1 },
      ],
      { status: 'processing' },
    )
    pressOrder = await createOrder([{ book, sku, qty: 1 }], {
      type: 'press',
      account: null,
      email: 'buyer@example.com',
      status: 'processing',
      paymentStatus: 'paid',
    })
  })

  it('are refused to visitors and library accounts', async () => {
    const accountToken = await login('accounts', account.email)
    for (const path of [
      'orders/export.csv',
      'orders/packing-slips?status=processing',
      `orders/${libraryOrder.id}/packing-slip`,
    ]) {
      expect((await get(path)).status, path).toBe(403)
      const asAccount = await get(path, accountToken)
      expect(asAccount.status, path).toBe(403)
      expect(await asAccount.text()).not.toContain(libraryOrder.number)
    }
  })

  it('export the list’s filtered orders with one row per line', async () => {
    const token = await login('users', fulfilment.email)
    const response = await get(
      `orders/export.csv?where[type][equals]=library&where[number][equals]=${libraryOrder.number}`,
      token,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines.slice(1).every((line) => line.startsWith(`${shortOrderNumber(libraryOrder.id)},${libraryOrder.number},Library Program,processing`))).toBe(
      true,
    )

    const press = await get('orders/export.csv?where[type][equals]=press', token)
    const pressText = await press.text()
    expect(pressText).toContain(pressOrder.number)
    expect(pressText).not.toContain(libraryOrder.number)
  })

  it('print one order, and every order of a status', async () => {
    const token = await login('users', fulfilment.email)
    const single = await get(`orders/${libraryOrder.id}/packing-slip`, token)
    expect(single.status).toBe(200)
    const singleHtml = await single.text()
    expect(singleHtml).toContain(`Order ${shortOrderNumber(libraryOrder.id)}`)
    expect(singleHtml.match(/class="slip"/g)).toHaveLength(1)
    // The Print button's script is a file from the site (the policy refuses inline scripts there).
    const script = /<script src="\/api\/([^"]+)"><\/script>/.exec(singleHtml)?.[1]
    expect(script).toBeDefined()
    const printScript = await get(script!)
    expect(printScript.status).toBe(200)
    expect(printScript.headers.get('content-type')).toContain('javascript')
    expect(await printScript.text()).toContain('window.print()')

    const all = await (await get('orders/packing-slips?status=processing', token)).text()
    const slipOf = (order: Order) => `Order ${shortOrderNumber(order.id)}</strong>`
    expect(all).toContain(slipOf(libraryOrder))
    expect(all).toContain(slipOf(pressOrder))
    const shipped = await (await get('orders/packing-slips?status=shipped', token)).text()
    expect(shipped).not.toContain(slipOf(libraryOrder))
  })
})

describe('a refund in Stripe', () => {
  const chargeRefunded = (charge: Partial<Stripe.Charge>) =>
    ({
      id: `evt_refund_${++n}`,
      object: 'event',
      type: 'charge.refunded',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'charge', amount: 3238, refunded: false, ...charge } },
    }) as unknown as Stripe.Event

  it('is recorded on the press order paid by that payment', async () => {
    const { processStripeEvent } = await import('../../../src/lib/commerce/payments/webhooks')
    const { stripeEventHandlers } = await import('../../../src/lib/commerce/payments/eventHandlers')
    const { book, sku } = await createBook(2)
    const order = await createOrder([{ book, sku, qty: 1 }], {
      type: 'press',
      account: null,
      email: 'buyer@example.com',
      paymentStatus: 'paid',
      total: 3238,
      stripe: { paymentIntentId: `pi_${n}`, refundedTotal: 0 },
    })
    const paymentIntentId = order.stripe!.paymentIntentId!
    const chargeId = `ch_${n}`

    const partial = chargeRefunded({ id: chargeId, payment_intent: paymentIntentId, amount_refunded: 1000 })
    expect(await processStripeEvent(t.payload, partial, stripeEventHandlers)).toEqual({
      status: 'processed',
      handledBy: 'order-refunds',
    })
    let saved = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(saved.paymentStatus).toBe('paid')
    expect(saved.stripe).toMatchObject({ refundedTotal: 1000, chargeId, paymentIntentId })

    const full = chargeRefunded({
      id: chargeId,
      payment_intent: paymentIntentId,
      amount_refunded: 3238,
      refunded: true,
    })
    await processStripeEvent(t.payload, full, stripeEventHandlers)
    saved = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(saved).toMatchObject({ paymentStatus: 'refunded', stripe: { refundedTotal: 3238 } })
  })

  it('for a payment no order knows is left to other handlers', async () => {
    const { processStripeEvent } = await import('../../../src/lib/commerce/payments/webhooks')
    const { stripeEventHandlers } = await import('../../../src/lib/commerce/payments/eventHandlers')
    const unknown = chargeRefunded({ id: 'ch_unknown', payment_intent: 'pi_unknown', amount_refunded: 100 })
    expect(await processStripeEvent(t.payload, unknown, stripeEventHandlers)).toEqual({ status: 'ignored' })
  })
})

describe('the order page: short number and Mark shipped', () => {
  // What the order page's 'Mark shipped' button sends: Payload's REST update with the staff member's cookie.
  const markShipped = (order: Order, token: string | undefined, trackingNumber: string) =>
    rest.PATCH(
      new Request(`${BASE}/api/orders/${order.id}?depth=0`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...(token ? { Cookie: `payload-token=${token}` } : {}) },
        body: JSON.stringify({ status: 'shipped', trackingNumber }),
      }),
      params(`orders/${order.id}`),
    )

  it('gives each new order its short number, #1000 plus its id', async () => {
    const { book, sku } = await createBook(3)
    const [first, second] = [await createOrder([{ book, sku, qty: 1 }]), await createOrder([{ book, sku, qty: 1 }])]
    expect(first.shortNumber).toBe(shortOrderNumber(first.id))
    const stored = (await t.payload.findByID({ collection: 'orders', id: second.id, overrideAccess: true })) as Order
    expect(stored.shortNumber).toBe(`#${1000 + Number(second.id)}`)
    expect(Number(stored.shortNumber!.slice(1))).toBeGreaterThan(Number(first.shortNumber!.slice(1)))
  })

  it('marks the order shipped with its tracking number and emails the buyer once', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 1 }], { status: 'processing' })
    const token = await login('users', fulfilment.email)
    const response = await markShipped(order, token, '1Z-MARK-SHIPPED')
    expect(response.status).toBe(200)
    const saved = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(saved).toMatchObject({ status: 'shipped', trackingNumber: '1Z-MARK-SHIPPED' })
    expect(saved.shippedAt).toBeTruthy()
    const sent = await outboxFor(order.number, 10_000)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe(`Your A.R.T. order ${shortOrderNumber(order.id)} has shipped`)
    expect(sent[0]!.text).toContain('Tracking number: 1Z-MARK-SHIPPED')

    // A second click (another tab) changes nothing the buyer sees: no second email.
    expect((await markShipped(order, token, '1Z-MARK-SHIPPED')).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await outboxFor(order.number, 0)).toHaveLength(1)
  })

  it('is refused to a library account and to a visitor, and sends nothing', async () => {
    const { book, sku } = await createBook(3)
    const order = await createOrder([{ book, sku, qty: 1 }])
    const accountToken = await login('accounts', account.email)
    expect((await markShipped(order, accountToken, 'X')).status).toBe(403)
    expect((await markShipped(order, undefined, 'X')).status).toBe(403)
    const saved = (await t.payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    expect(saved).toMatchObject({ status: 'pending', trackingNumber: null })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await outboxFor(order.number, 0)).toHaveLength(0)
  })
})
