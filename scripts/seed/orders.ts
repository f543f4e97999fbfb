/**
 * A few Library Program orders from the seeded library account, one per status, so the admin's order views,
 * the packing slips and My Account's history are not empty. Stock is taken from each book as an order would.
 */
import { generateNumber } from '../../src/lib/commerce/orders/orderNumber'
import type { Book } from '../../src/payload-types'
import { createDoc, type SeedContext } from './context'

const STATUSES = ['completed', 'shipped', 'processing', 'pending'] as const
const DAY = 86_400_000

export async function seedOrders(context: SeedContext, refs: { accountEmail: string; libraryBooks: number[] }) {
  const { payload, random } = context
  const { docs } = await payload.find({ collection: 'accounts', where: { email: { equals: refs.accountEmail } }, limit: 1, depth: 0, overrideAccess: true })
  const account = docs[0]
  const orders = []
  for (const [index, status] of STATUSES.entries()) {
    const lines: { book: number; title: string; sku: string; qty: number; unitPrice: number; subtotal: number }[] = []
    for (const id of random.sample(refs.libraryBooks, 3 + index)) {
      const book = (await payload.findByID({ collection: 'books', id, depth: 0, overrideAccess: true })) as Book
      const variant = book.variants?.find((candidate) => (candidate.stock ?? 0) > 1)
      if (!variant) continue
      lines.push({ book: book.id, title: book.title, sku: variant.sku, qty: 1, unitPrice: 0, subtotal: 0 })
      await payload.update({
        collection: 'books',
        id: book.id,
        data: { variants: book.variants!.map((v) => (v.sku === variant.sku ? { ...v, stock: (v.stock ?? 0) - 1 } : v)) },
        overrideAccess: true,
        context: { seed: true },
        depth: 0,
      })
    }
    const number = generateNumber()
    orders.push(
      await createDoc(payload, 'orders', {
        number,
        idempotencyKey: `cart:${number}`,
        type: 'library',
        email: account.email,
        account: account.id,
        status,
        paymentStatus: 'free',
        dateOrdered: new Date(Date.now() - (STATUSES.length - index) * 21 * DAY).toISOString(),
        lineItems: lines,
        totalQty: lines.length,
        shippingMethodHandle: 'freeShipping',
        shippingAddress: {
          fullName: [account.firstName, account.lastName].filter(Boolean).join(' '),
          organisation: account.library,
          addressLine1: account.address,
          city: account.city,
          state: account.state,
          zipCode: account.zipCode,
          countryCode: 'US',
          phone: account.phoneNumber,
        },
        trackingNumber: status === 'shipped' || status === 'completed' ? `7712${String(random.int(10_000_000, 99_999_999))}` : null,
        stockReturned: false,
      }),
    )
  }
  return orders
}
