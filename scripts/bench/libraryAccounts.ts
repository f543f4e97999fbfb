/**
 * What the account and order benches set up on the bench server before the load, through its REST API as the
 * seeded admin: verified library accounts (each logged in for its `jwt` cookie) and Library Program books.
 * Names carry the run's id, so runs on a reused bench database never meet each other's accounts or stock.
 */
import crypto from 'node:crypto'

import { type BenchRequest, send } from './load'

/**
 * Env of the bench server: the per-IP limits of login, update-cart and account creation (src/lib/auth/rateLimits.ts,
 * the cart routes; the admin creating 20 accounts counts as registering them) raised far above what a run sends,
 * so the figures measure logins and carts, not 429s.
 */
export const RAISED_RATE_LIMITS = {
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  CART_RATE_LIMIT_PER_MINUTE: '1000000',
  REGISTER_RATE_LIMIT_PER_MINUTE: '1000000',
}

export type BenchAccount = { id: number | string; email: string; password: string; cookie: string }
export type AdminAuth = Record<string, string>

const runId = Date.now().toString(36)

async function expectOk(baseUrl: string, request: BenchRequest, what: string) {
  const answer = await send(baseUrl, request)
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what}: ${request.method} ${request.path} answered ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer
}

export async function adminAuth(baseUrl: string, admin: { email: string; password: string }): Promise<AdminAuth> {
  const { json } = await expectOk(baseUrl, { method: 'POST', path: '/api/users/login', body: admin }, 'admin login')
  return { authorization: `JWT ${(json as { token: string }).token}` }
}

/** The `jwt` cookie a login through the site's login route sets (the body the login form sends). */
async function loginCookie(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const body = { email: account.email, password: account.password }
  const { setCookie } = await expectOk(baseUrl, { method: 'POST', path: '/api/account/login', body }, 'library login')
  const cookie = setCookie.map((header) => header.split(';')[0]!).find((pair) => pair.startsWith('jwt='))
  if (!cookie) throw new Error('library login set no jwt cookie')
  return cookie
}

/** Runs `task` over `items`, `parallel` at a time (creating and logging in hash a password each: CPU-bound). */
async function inBatches<T, R>(items: T[], parallel: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += parallel) results.push(...(await Promise.all(items.slice(i, i + parallel).map(task))))
  return results
}

/** `count` verified library accounts, exempt from the Program policy's per-period limit (they order repeatedly), logged in. */
export async function createLibraryAccounts(baseUrl: string, auth: AdminAuth, count: number): Promise<BenchAccount[]> {
  const { json } = await expectOk(baseUrl, { method: 'GET', path: '/api/library-types?limit=1&depth=0', headers: auth }, 'library types')
  const libraryType = (json as { docs: { id: number | string }[] }).docs[0]?.id
  if (libraryType === undefined) throw new Error('The bench database has no library type')
  return inBatches([...Array(count).keys()], 4, async (i) => {
    const email = `bench-${runId}-${i}@bench.example.org`
    const password = crypto.randomBytes(12).toString('base64url')
    const data = {
      email,
      password,
      _verified: true,
      orderPolicyOverride: 'exempt',
      firstName: 'Bench',
      lastName: `Library ${i}`,
      library: `Bench Library ${runId} ${i}`,
      address: `${i + 1} Main Street`,
      city: 'Hudson',
      state: 'NY',
      zipCode: '12534',
      phoneNumber: '(518) 555-0100',
      libraryType,
    }
    const created = await expectOk(baseUrl, { method: 'POST', path: '/api/accounts', headers: auth, body: data }, 'create account')
    const id = (created.json as { doc: { id: number | string } }).doc.id
    return { id, email, password, cookie: await loginCookie(baseUrl, { email, password }) }
  })
}

export type BenchBook = { id: number | string; sku: string }

/** A published Library Program book with one variant holding `stock` copies. */
export async function createBook(baseUrl: string, auth: AdminAuth, stock: number, title: string): Promise<BenchBook> {
  const sku = `BENCH-${runId}-${crypto.randomBytes(3).toString('hex')}`
  const data = { title: `${title} ${runId}`, productTypeHandle: 'libraryProgram', variants: [{ sku, stock }], _status: 'published' }
  const { json } = await expectOk(baseUrl, { method: 'POST', path: '/api/books', headers: auth, body: data }, 'create book')
  return { id: (json as { doc: { id: number | string } }).doc.id, sku }
}

export async function stockOf(baseUrl: string, auth: AdminAuth, book: BenchBook): Promise<number> {
  const { json } = await expectOk(baseUrl, { method: 'GET', path: `/api/books/${book.id}?depth=0`, headers: auth }, 'read book')
  return (json as { variants: { stock: number }[] }).variants[0]!.stock
}

/** How many orders these accounts placed since `since` (read from the orders collection, not from the answers). */
export async function orderCount(baseUrl: string, auth: AdminAuth, accounts: BenchAccount[], since: Date): Promise<number> {
  const where = `where[account][in]=${accounts.map((account) => account.id).join(',')}&where[createdAt][greater_than_equal]=${since.toISOString()}`
  const { json } = await expectOk(baseUrl, { method: 'GET', path: `/api/orders?${where}&limit=1&depth=0`, headers: auth }, 'count orders')
  return (json as { totalDocs: number }).totalDocs
}
