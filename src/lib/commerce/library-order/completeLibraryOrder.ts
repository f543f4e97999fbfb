import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { decideProgramPolicy, type ProgramPolicy } from '@/lib/commerce/library-order/programPolicy'
import type { AddressInput } from '@/lib/commerce/cart/requestSchema'
import { FREE_SHIPPING } from '@/lib/commerce/cart/shippingMethod'
import { isPoBox, PO_BOX_MESSAGE } from '@/lib/auth/poBox'
import type { Account, Book, Order } from '@/payload-types'

import { cartView, findOwnCart, updateCart, type CartOwner } from '../cart/cartService'
import { queueOrderPlacedEmails } from '../orders/placedEmail'
import { claimCart, takeStock } from '../orders/stock'

const NO_ITEMS_MESSAGE = 'Order does not appear to have any items'

export type CompletionResult =
  | { ok: true; order: Order; repeated: boolean }
  | { ok: false; status: 400 | 401 | 403 | 404 | 409; error: string; shortBooks?: string[] }

const idempotencyKeyOf = (cartNumber: string) => `cart:${cartNumber}`

async function orderByKey(payload: Payload, cartNumber: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { equals: idempotencyKeyOf(cartNumber) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function previousOrderDates(payload: Payload, account: Account): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { account: { equals: account.id }, status: { not_equals: 'cancelled' } },
    limit: 1000,
    depth: 0,
    select: { dateOrdered: true, createdAt: true },
    overrideAccess: true,
  })
  return docs.map((order) => order.dateOrdered ?? order.createdAt)
}

/**
 * SPEC §7 complete for a logged-in library account. Every rule is checked again here (the browser's view is
 * never trusted): items present, verified account, the library type's book limit, the Program policy, a street
 * address. Then one transaction claims the cart, takes each book's copies out of stock with a conditional
 * update, creates the order with snapshots of its lines under the cart's idempotency key, clears the cart and
 * currentCart, and stores the two emails as jobs. A double-click, a retry or a second tab finds the order the
 * first request made and gets it back, so one cart gives exactly one order.
 */
export async function completeLibraryOrder(
  payload: Payload,
  owner: CartOwner,
  input: { number?: string; note?: string; shippingAddress?: AddressInput },
): Promise<CompletionResult> {
  const account = owner.viewer.account
  if (!account) return { ok: false, status: 401, error: 'Log in to your library account to submit an order.' }

  const requested = input.number ?? account.currentCart ?? undefined
  if (requested) {
    const done = await orderByKey(payload, requested)
    if (done && String(done.account) === String(account.id)) return { ok: true, order: done, repeated: true }
  }
  if (input.note !== undefined || input.shippingAddress) {
    await updateCart(payload, owner, { number: input.number, note: input.note, shippingAddress: input.shippingAddress })
  }
  const cart = await findOwnCart(payload, owner, input.number)
  const view = await cartView(payload, owner, cart)
  if (!cart || view.totalQty === 0) return { ok: false, status: 400, error: NO_ITEMS_MESSAGE }
  if (!account._verified)
    return { ok: false, status: 403, error: 'Please verify your email address before submitting an order.' }
  if (view.limit?.exceeded) return { ok: false, status: 400, error: view.limit.exceededStatement }
  const policy = (await payload.findGlobal({ slug: 'program-policy', depth: 0, overrideAccess: true })) as ProgramPolicy
  const decision = decideProgramPolicy({
    policy,
    override: account.orderPolicyOverride,
    now: new Date(),
    previousOrderDates: await previousOrderDates(payload, account),
  })
  if (!decision.allowed) return { ok: false, status: 403, error: decision.message }
  const address = view.shippingAddress ?? {}
  if (!address.addressLine1 || !address.city || !address.state || !address.zipCode)
    return { ok: false, status: 400, error: 'Please enter the street address, city, state and ZIP code to ship to.' }
  if (isPoBox(`${address.addressLine1} ${address.addressLine2 ?? ''}`)) return { ok: false, status: 400, error: PO_BOX_MESSAGE }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let jobIds: (number | string)[] = []
  let order: Order
  try {
    if (!(await claimCart(req, cart.id))) {
      await killTransaction(req)
      const done = await orderByKey(payload, cart.number)
      return done ? { ok: true, order: done, repeated: true } : { ok: false, status: 404, error: 'Cart not found' }
    }
    const short: string[] = []
    // Rows are locked in one order (by SKU) in every transaction, so two orders sharing books cannot deadlock on PostgreSQL.
    const byStockRow = [...(cart.lineItems ?? [])].sort((a, b) => a.purchasableId.localeCompare(b.purchasableId))
    for (const stored of byStockRow) {
      const bookId = typeof stored.book === 'object' ? stored.book.id : stored.book
      if (!(await takeStock(req, bookId, stored.purchasableId, stored.qty))) {
        const line = view.lineItems.find((candidate) => candidate.id === stored.id)
        short.push(line?.book?.title ?? stored.purchasableId)
      }
    }
    if (short.length > 0) {
      await killTransaction(req)
      return {
        ok: false,
        status: 409,
        error: `Not enough copies in stock of ${short.map((title) => `“${title}”`).join(', ')}. Please lower the quantity or remove ${short.length === 1 ? 'it' : 'them'}.`,
        shortBooks: short,
      }
    }
    order = await payload.create({
      collection: 'orders',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        number: cart.number,
        idempotencyKey: idempotencyKeyOf(cart.number),
        type: 'library',
        email: account.email,
        account: account.id,
        status: 'pending',
        paymentStatus: 'free',
        dateOrdered: new Date().toISOString(),
        lineItems: view.lineItems.map((line) => ({
          book: line.book?.id as Book['id'] | undefined,
          title: line.book?.title ?? line.purchasableId,
          sku: line.purchasableId,
          unitPrice: 0,
          qty: line.qty,
          subtotal: 0,
        })),
        totalQty: view.totalQty,
        itemTotal: 0,
        shippingTotal: 0,
        taxTotal: 0,
        total: 0,
        shippingMethodHandle: FREE_SHIPPING,
        // The Library Program ships within the United States only (its form has no country field).
        shippingAddress: { ...address, countryCode: 'US' },
        note: cart.note ?? null,
      },
    })
    await payload.update({ collection: 'carts', id: cart.id, req, overrideAccess: true, depth: 0, data: { lineItems: [], totalQty: 0 } })
    await payload.update({ collection: 'accounts', id: account.id, req, overrideAccess: true, depth: 0, data: { currentCart: null } })
    jobIds = await queueOrderPlacedEmails(req, order.id)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    // A twin request on another instance created the order under the same key first.
    const done = await orderByKey(payload, cart.number)
    if (done) return { ok: true, order: done, repeated: true }
    throw error
  }
  account.currentCart = null
  for (const id of jobIds)
    void payload.jobs.runByID({ id }).catch((error: unknown) => payload.logger.error({ err: error }, `Order ${order.number}: email job failed`))
  return { ok: true, order, repeated: false }
}
