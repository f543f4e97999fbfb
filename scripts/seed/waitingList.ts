/**
 * A waiting list staff can read on a fresh clone (issue 30 item 4): the seeded libraries (not the demo login,
 * which a tester uses to join one) wait for a handful of out-of-stock Library Program books, more of them for
 * the first books than for the last, joined over the last two months, so 'Most wanted' has a ranking.
 */
import { createDoc, type SeedContext } from './context'

const DAY = 86_400_000
const WANTED_BOOKS = 6

export async function seedWaitingList(context: SeedContext, libraryBooks: number[]) {
  const { payload, random } = context
  const { docs: outOfStock } = await payload.find({
    collection: 'books',
    where: { id: { in: libraryBooks }, inStock: { equals: false } },
    select: { title: true },
    sort: 'title',
    limit: WANTED_BOOKS,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: libraries } = await payload.find({
    collection: 'accounts',
    where: { email: { like: '@libraries.example.org' } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const waits = []
  for (const [rank, book] of outOfStock.entries()) {
    for (const library of random.sample(libraries, Math.max(1, WANTED_BOOKS - rank))) {
      const joinedAt = new Date(Date.now() - random.int(1, 60) * DAY - random.int(0, DAY / 1000) * 1000)
      waits.push(
        await createDoc(payload, 'waiting-list-entries', {
          account: library.id,
          book: book.id,
          joinedAt: joinedAt.toISOString(),
        }),
      )
    }
  }
  return waits
}
