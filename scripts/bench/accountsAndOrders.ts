/**
 * The library account and order figures of `npm run bench` (issues 11 and 12), on a running bench server:
 * accounts are created and logged in first (scripts/bench/libraryAccounts.ts), then login and me
 * (scripts/bench/accounts.ts), add-to-cart and completion, and the contention case (scripts/bench/orders.ts).
 */
import { benchAccounts, passwordHashing } from './accounts'
import { adminAuth, createLibraryAccounts } from './libraryAccounts'
import type { LoadBounds, Measurement } from './load'
import { benchContention, benchOrders, CONTENDERS, CONTESTED_STOCK, type Contention } from './orders'
import { printAimTable } from './table'

export type AccountsAndOrders = { passwordHashing: string; http: Measurement[]; contention?: Contention }

/** The issues' aims, printed beside the figures (figures only: nothing fails on them). */
const P95_AIMS: Record<string, number> = { login: 300, me: 20, 'add to cart': 50, completion: 150 }

export async function benchAccountsAndOrders(
  baseUrl: string,
  bounds: LoadBounds,
  admin: { email: string; password: string },
  parts: { accounts: boolean; orders: boolean },
): Promise<AccountsAndOrders> {
  const auth = await adminAuth(baseUrl, admin)
  // One per connection, and enough for the contention case.
  const count = parts.orders ? Math.max(bounds.connections, CONTENDERS) : bounds.connections
  console.log(`  creating and logging in ${count} verified library accounts…`)
  const accounts = await createLibraryAccounts(baseUrl, auth, count)
  const report: AccountsAndOrders = { passwordHashing: passwordHashing(), http: [] }
  if (parts.accounts) {
    console.log('  login, me…')
    report.http.push(...(await benchAccounts(baseUrl, bounds, accounts)))
  }
  if (parts.orders) {
    console.log('  add to cart + completion…')
    report.http.push(...(await benchOrders(baseUrl, bounds, auth, accounts)))
    console.log(`  contention: ${CONTENDERS} completions of a book with ${CONTESTED_STOCK} copies…`)
    report.contention = await benchContention(baseUrl, auth, accounts)
  }
  return report
}

export function printAccountsAndOrders(report: AccountsAndOrders, connections: number) {
  console.log(`\n  Library accounts and orders, ${connections} connections, each its own account and cart`)
  console.log(`  password hashing: ${report.passwordHashing}`)
  printAimTable(report.http, P95_AIMS)
  const c = report.contention
  if (c) {
    const answers = Object.entries(c.answers).map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`).join(', ')
    console.log(
      `  contention: ${c.accounts} concurrent completions of 1 copy, stock ${c.stockBefore} → ${c.ordersCreated} orders created` +
        ` (aim: exactly ${c.stockBefore}: ${c.ordersCreated === c.stockBefore ? 'yes' : 'no'}), stock left ${c.stockLeft} (aim 0); answers ${answers}`,
    )
  }
}
