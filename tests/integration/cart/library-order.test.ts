/**
 * The Library Program order through the cart API route handlers (SPEC §7): the whole flow, the server-side
 * refusals (no items, over the book limit), stock that is never oversold under concurrent completions,
 * exactly one order per cart, and nobody else's cart or order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Book } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, ensureLibraryType, TEST_PASSWORD, type AccountActor } from '../../helpers/users'

type Handler = (request: Request) => Promise<Response>
let t: TestPayload
let routes: Record<'update' | 'get' | 'complete' | 'order' | 'orders', Handler>
let ip = 0

const NO_ITEMS = 'Order does not appear to have any items'

async function tokenFor(account: AccountActor) {
  const { token } = await t.payload.login({ collection: 'accounts', data: { email: account.email, password: TEST_PASSWORD } })
  return token!
}

function call(handler: Handler, path: string, options: { token?: string; cookie?: string; body?: unknown; form?: string; method?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${++ip % 250}` }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  let body: string | undefined
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = options.form
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  }
  return handler(new Request(`http://localhost${path}`, { method: options.method ?? 'POST', headers, body }))
}

let skuCounter = 0
async function createBook(stock: number, title = `Book ${++skuCounter}`, productTypeHandle: Book['productTypeHandle'] = 'libraryProgram') {
  const sku = `LP-${Date.now().toString(36)}-${++skuCounter}`
  const book = (await t.payload.create({
    collection: 'books',
    data: { title, productTypeHandle, variants: [{ sku, stock }], _status: 'published' } as never,
    overrideAccess: true,
  })) as Book
  return { book, sku }
}

const stockOf = async (book: Book) =>
  ((await t.payload.findByID({ collection: 'books', id: book.id, depth: 0, overrideAccess: true })) as Book).variants![0].stock

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  routes = {
    update: (await import('../../../src/app/(site)/api/cart/update-cart/route')).POST,
    get: (await import('../../../src/app/(site)/api/cart/get-cart/route')).POST,
    complete: (await import('../../../src/app/(site)/api/cart/complete/route')).POST,
    order: (await import('../../../src/app/(site)/api/cart/order/route')).GET,
    orders: (await import('../../../src/app/(site)/api/cart/orders/route')).GET,
  }
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('library order', () => {
  it('goes from adding books to an order, with stock taken, the cart cleared and both emails stored', async () => {
    const account = await createLibraryAccount(t.payload, { secondaryEmail: 'second@example.test' })
    const token = await tokenFor(account)
    const a = await createBook(4, 'Atlas of Clouds')
    const b = await createBook(4, 'Blue Hours')

    const first = await call(routes.update, '/api/cart/update-cart', { token, body: { purchasableId: a.sku, qty: 1 } })
    expect(first.status).toBe(200)
    expect(first.headers.get('set-cookie')).toBeNull()
    const form = `purchasables[0][id]=${b.sku}&purchasables[0][qty]=2`
    const second = await (await call(routes.update, '/api/cart/update-cart', { token, form })).json()
    expect(second.cart.totalQty).toBe(3)
    expect(second.cart.lineItems.map((line: { book: { title: string } }) => line.book.title)).toEqual(['Atlas of Clouds', 'Blue Hours'])
    expect(second.cart.shippingMethodHandle).toBe('freeShipping')
    expect(second.cart.limit).toMatchObject({ limit: 10, exceeded: false })

    const reloaded = await (await call(routes.get, '/api/cart/get-cart', { token })).json()
    expect(reloaded.cart.number).toBe(second.cart.number)

    const done = await call(routes.complete, '/api/cart/complete', { token, body: { note: 'For the reading room' } })
    expect(done.status).toBe(200)
    const { order } = await done.json()
    expect(order).toMatchObject({ number: second.cart.number, status: 'pending', totalQty: 3, note: 'For the reading room' })
    // Stored with its country, as the admin's Country column and the CSV show it.
    expect(order.shippingAddress).toMatchObject({ countryCode: 'US' })
    expect(order.lineItems).toEqual([
      expect.objectContaining({ title: 'Atlas of Clouds', qty: 1 }),
      expect.objectContaining({ title: 'Blue Hours', qty: 2 }),
    ])
    expect(await stockOf(a.book)).toBe(3)
    expect(await stockOf(b.book)).toBe(2)

    const after = await (await call(routes.get, '/api/cart/get-cart', { token })).json()
    expect(after.cart).toMatchObject({ number: null, totalQty: 0 })

    const byNumber = await call(routes.order, `/api/cart/order?number=${order.number}`, { token, method: 'GET' })
    expect((await byNumber.json()).order.number).toBe(order.number)
    const byEmail = await (await call(routes.orders, `/api/cart/orders?email=${encodeURIComponent(account.email)}`, { token, method: 'GET' })).json()
    expect(byEmail.orders.map((o: { number: string }) => o.number)).toEqual([order.number])

    let outbox: { to: string; subject: string }[] = []
    for (let i = 0; i < 100 && outbox.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      outbox = (await t.payload.find({ collection: 'email-outbox', where: { text: { contains: order.number } }, overrideAccess: true })).docs as never
    }
    expect(outbox.map((email) => email.to).sort()).toEqual([`${account.email}, second@example.test`, process.env.ORG_INBOX_EMAIL || 'info@art.example.org'].sort())
  })

  it('refuses an order with no items in the exact words of the SPEC', async () => {
    const token = await tokenFor(await createLibraryAccount(t.payload))
    const response = await call(routes.complete, '/api/cart/complete', { token })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: NO_ITEMS })
  })

  it('refuses an order over the library type limit on the server, whatever the client does', async () => {
    const small = await ensureLibraryType(t.payload, 'Small library', 2)
    const token = await tokenFor(await createLibraryAccount(t.payload, { libraryType: small.id }))
    const { book, sku } = await createBook(10)
    const added = await (await call(routes.update, '/api/cart/update-cart', { token, body: { purchasableId: sku, qty: 3 } })).json()
    expect(added.cart.limit).toMatchObject({ limit: 2, exceeded: true })
    const response = await call(routes.complete, '/api/cart/complete', { token })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(added.cart.limit.exceededStatement)
    expect(await stockOf(book)).toBe(10)
    expect((await t.payload.count({ collection: 'orders', where: { 'lineItems.sku': { equals: sku } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('never oversells: stock 5 and 50 concurrent completions give exactly 5 orders', async () => {
    const { book, sku } = await createBook(5, 'Last Copies')
    // Added while the stock lasts, then the cart lines are set to one copy each (as 50 libraries ordering at once).
    const tokens: string[] = []
    for (let i = 0; i < 50; i++) {
      const account = await createLibraryAccount(t.payload)
      const cart = await t.payload.create({
        collection: 'carts',
        data: { number: `c${String(i).padStart(2, '0')}${Date.now().toString(36)}`.slice(0, 16).padEnd(16, 'x'), type: 'library', status: 'active', account: account.id, lineItems: [{ book: book.id, purchasableId: sku, qty: 1 }], totalQty: 1 },
        overrideAccess: true,
      })
      await t.payload.update({ collection: 'accounts', id: account.id, data: { currentCart: cart.number }, overrideAccess: true })
      tokens.push(await tokenFor(account))
    }
    const responses = await Promise.all(tokens.map((token) => call(routes.complete, '/api/cart/complete', { token })))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(45)
    const refused = await responses.find((response) => response.status === 409)!.json()
    expect(refused.error).toContain('“Last Copies”')
    expect(await stockOf(book)).toBe(0)
    const orders = await t.payload.count({ collection: 'orders', where: { 'lineItems.sku': { equals: sku } }, overrideAccess: true })
    expect(orders.totalDocs).toBe(5)
  }, 400_000)

  it('makes one order from 20 concurrent completions of one cart', async () => {
    const token = await tokenFor(await createLibraryAccount(t.payload))
    const { sku } = await createBook(10)
    const { cart } = await (await call(routes.update, '/api/cart/update-cart', { token, body: { purchasableId: sku } })).json()
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(routes.complete, '/api/cart/complete', { token, body: { number: cart.number } })))
    const bodies = await Promise.all(responses.map((response) => response.json()))
    expect(responses.every((response) => response.status === 200)).toBe(true)
    expect(new Set(bodies.map((body) => body.order.number))).toEqual(new Set([cart.number]))
    expect((await t.payload.count({ collection: 'orders', where: { number: { equals: cart.number } }, overrideAccess: true })).totalDocs).toBe(1)
  }, 400_000)

  it('answers 404 for someone else’s cart or order, and 400 for bad input', async () => {
    const owner = await tokenFor(await createLibraryAccount(t.payload))
    const other = await tokenFor(await createLibraryAccount(t.payload))
    const { sku } = await createBook(3)
    const { cart } = await (await call(routes.update, '/api/cart/update-cart', { token: owner, body: { purchasableId: sku } })).json()

    expect((await call(routes.get, '/api/cart/get-cart', { token: other, body: { number: cart.number } })).status).toBe(404)
    expect((await call(routes.get, '/api/cart/get-cart', { cookie: `art_cart_id=${cart.number}`, body: { number: cart.number } })).status).toBe(404)
    expect((await call(routes.update, '/api/cart/update-cart', { token: other, body: { number: cart.number, purchasableId: sku } })).status).toBe(404)

    const { order } = await (await call(routes.complete, '/api/cart/complete', { token: owner })).json()
    expect((await call(routes.order, `/api/cart/order?number=${order.number}`, { token: other, method: 'GET' })).status).toBe(404)
    expect((await call(routes.order, `/api/cart/order?number=${order.number}`, { method: 'GET' })).status).toBe(404)
    expect((await call(routes.orders, `/api/cart/orders?email=someone@example.test`, { token: other, method: 'GET' })).status).toBe(404)

    const bad = await call(routes.update, '/api/cart/update-cart', { token: owner, body: { purchasableId: sku, qty: -1 } })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toBe('qty: qty must be 0 or more')
    expect((await call(routes.update, '/api/cart/update-cart', { token: owner, body: '{not json' })).status).toBe(400)
    expect((await call(routes.update, '/api/cart/update-cart', { token: owner, body: { purchasableId: 'NO-SUCH' } })).status).toBe(400)
  })

  it('gives a guest a cookie for a new cart and never shows it to anyone else', async () => {
    const { sku } = await createBook(3, 'A Press Book', 'press')
    const response = await call(routes.update, '/api/cart/update-cart', { body: { purchasableId: sku } })
    const { cart } = await response.json()
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^art_cart_id=${cart.number}; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800`))
    expect((await (await call(routes.get, '/api/cart/get-cart', { cookie: `art_cart_id=${cart.number}` })).json()).cart.totalQty).toBe(1)
    expect((await (await call(routes.get, '/api/cart/get-cart', {})).json()).cart.number).toBeNull()
  })
})
