/**
 * A realistic share of the Library Program's history, so the map, the impact figures and the reports agree on a
 * fresh clone: a library account for every third curated library (linked to its entry, its ZIP code the one
 * nearest the town in the gazetteer), each with one to four orders shipped between 2023 and now. One library
 * keeps an order that was cancelled before shipping (not counted), and one chose to leave the public map.
 * The orders are history: they do not take stock from today's books.
 */
import zipcodes from 'zipcodes'

import { generateNumber } from '../../src/lib/commerce/orders/orderNumber'
import { createDoc, type SeedContext } from './context'
import { towns } from './data/towns'

const DAY = 86_400_000
const FIRST_SHIPMENT = Date.UTC(2023, 0, 15)

export async function seedShippedLibraries(
  context: SeedContext,
  refs: { curated: Array<{ id: number } & Record<string, unknown>>; libraryBooks: number[]; libraryTypes: number[] },
) {
  const { payload, random } = context
  const { docs: catalogue } = await payload.find({
    collection: 'books',
    where: { id: { in: refs.libraryBooks } },
    select: { title: true, variants: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const orders = []
  const chosen = towns.flatMap((town, index) => (index % 3 === 0 ? [{ town, entry: refs.curated[index] }] : []))
  for (const [index, { town, entry }] of chosen.entries()) {
    const zip = zipcodes.lookupByCoords(town.latitude, town.longitude)?.zip ?? '00000'
    const account = await createDoc(payload, 'accounts', {
      email: `library-${index + 1}@libraries.example.org`,
      password: `seeded-${random.int(100_000, 999_999)}-${random.int(100_000, 999_999)}`,
      _verified: true,
      firstName: 'Sam',
      lastName: 'Librarian',
      library: String(entry.library),
      address: `${random.int(1, 400)} Main Street`,
      city: town.name,
      state: town.state,
      zipCode: zip,
      phoneNumber: `(555) 555-${String(1000 + index).slice(-4)}`,
      population: random.int(800, 90_000),
      numberServes: random.int(300, 40_000),
      libraryType: refs.libraryTypes[index % refs.libraryTypes.length],
      showOnMap: index !== 7,
    })
    await payload.update({ collection: 'participating-libraries', id: entry.id, data: { account: account.id }, overrideAccess: true, context: { seed: true } })
    const span = Date.now() - FIRST_SHIPMENT
    const count = random.int(1, 4)
    for (let order = 0; order < count; order++) {
      const shippedAt = new Date(FIRST_SHIPMENT + random.int(0, span / DAY) * DAY)
      const lines = random.sample(catalogue, random.int(3, 10)).map((book) => ({
        book: book.id,
        title: book.title,
        sku: book.variants?.[0]?.sku ?? `HIST-${book.id}`,
        qty: 1,
        unitPrice: 0,
        subtotal: 0,
      }))
      const cancelled = index === 3 && order === 0
      const number = generateNumber()
      orders.push(
        await createDoc(payload, 'orders', {
          number,
          idempotencyKey: `cart:${number}`,
          type: 'library',
          email: `library-${index + 1}@libraries.example.org`,
          account: account.id,
          status: cancelled ? 'cancelled' : random.pick(['shipped', 'completed', 'completed']),
          paymentStatus: 'free',
          dateOrdered: new Date(shippedAt.getTime() - random.int(2, 12) * DAY).toISOString(),
          shippedAt: cancelled ? null : shippedAt.toISOString(),
          peopleServed: cancelled ? null : account.numberServes,
          lineItems: lines,
          totalQty: lines.length,
          shippingMethodHandle: 'freeShipping',
          stockReturned: cancelled,
        }),
      )
    }
    context.progress.tick('shipped libraries', index + 1, chosen.length)
  }
  return orders
}
