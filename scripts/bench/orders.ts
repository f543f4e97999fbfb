/**
 * Issue 12's figures: add-to-cart (POST /api/cart/update-cart) and completion (POST /api/cart/complete), each
 * connection as its own library account with its own cart, adding one copy then submitting the order; and the
 * contention case: CONTENDERS accounts each submit one copy of a book with CONTESTED_STOCK copies, all at once.
 */
import { type AdminAuth, type BenchAccount, createBook, orderCount, stockOf } from './libraryAccounts'
import { type BenchRequest, type LoadBounds, type Measurement, runLoad, send } from './load'

export const CONTENDERS = 50
export const CONTESTED_STOCK = 5

export type Contention = {
  accounts: number
  stockBefore: number
  ordersCreated: number
  stockLeft: number
  /** How many completions got each HTTP status (0: no answer). */
  answers: Record<string, number>
}

const addOne = (sku: string, cookie: string): BenchRequest => ({
  method: 'POST',
  path: '/api/cart/update-cart',
  headers: { cookie },
  body: { purchasableId: sku, qty: 1 },
})
const complete = (cookie: string): BenchRequest => ({ method: 'POST', path: '/api/cart/complete', headers: { cookie }, body: {} })

export async function benchOrders(baseUrl: string, bounds: LoadBounds, auth: AdminAuth, accounts: BenchAccount[]): Promise<Measurement[]> {
  // Stock that a run cannot exhaust: the load measures orders, not refusals.
  const book = await createBook(baseUrl, auth, 1_000_000, 'Bench book')
  const cookieOf = (worker: number) => accounts[worker % accounts.length]!.cookie
  // One order first, outside the figures: the first completion's one-off work is not measured.
  await send(baseUrl, addOne(book.sku, cookieOf(0)))
  await send(baseUrl, complete(cookieOf(0)))
  const steps = [
    { name: 'add to cart', path: '/api/cart/update-cart' },
    { name: 'completion', path: '/api/cart/complete' },
  ]
  return runLoad(baseUrl, bounds, steps, async (worker, time) => {
    await time('add to cart', addOne(book.sku, cookieOf(worker)))
    await time('completion', complete(cookieOf(worker)))
  })
}

export async function benchContention(baseUrl: string, auth: AdminAuth, accounts: BenchAccount[]): Promise<Contention> {
  const contenders = accounts.slice(0, CONTENDERS)
  const book = await createBook(baseUrl, auth, CONTESTED_STOCK, 'Contested book')
  for (const account of contenders) {
    const added = await send(baseUrl, addOne(book.sku, account.cookie))
    if (added.status !== 200) throw new Error(`contention: adding the book answered ${added.status}`)
  }
  const since = new Date()
  const statuses = await Promise.all(
    contenders.map((account) => send(baseUrl, complete(account.cookie)).then((answer) => answer.status, () => 0)),
  )
  const answers: Record<string, number> = {}
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1
  return {
    accounts: contenders.length,
    stockBefore: CONTESTED_STOCK,
    ordersCreated: await orderCount(baseUrl, auth, contenders, since),
    stockLeft: await stockOf(baseUrl, auth, book),
    answers,
  }
}
