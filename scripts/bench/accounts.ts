/**
 * Issue 11's figures: login (POST /api/account/login with the login form's JSON body) and me
 * (GET /api/accounts/me with the `jwt` cookie), each connection as its own library account.
 */
import fs from 'node:fs'

import type { BenchAccount } from './libraryAccounts'
import { type LoadBounds, type Measurement, runLoad, send } from './load'

/**
 * The password hashing the figures were measured with: Payload's default for the installed version (Accounts set
 * no cost of their own). Named, not read from Payload's compiled files, which are not an interface.
 */
export function passwordHashing(): string {
  // The version package.json pins (exactly: scripts/check-dependencies.ts keeps the installed one equal to it).
  const { dependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
  const version = dependencies.payload
  return `Payload ${version} default (PBKDF2-SHA256)`
}

export async function benchAccounts(baseUrl: string, bounds: LoadBounds, accounts: BenchAccount[]): Promise<Measurement[]> {
  const accountOf = (worker: number) => accounts[worker % accounts.length]!
  // `me` answers 200 with a null user for a cookie it does not accept: make sure the figures are of logged-in requests.
  const { json } = await send(baseUrl, { method: 'GET', path: '/api/accounts/me', headers: { cookie: accountOf(0).cookie } })
  if (!(json as { user?: unknown } | null)?.user) throw new Error('GET /api/accounts/me did not recognise the login cookie')
  const login = await runLoad(baseUrl, bounds, [{ name: 'login', path: '/api/account/login' }], async (worker, time) => {
    const { email, password } = accountOf(worker)
    await time('login', { method: 'POST', path: '/api/account/login', body: { email, password } })
  })
  const me = await runLoad(baseUrl, bounds, [{ name: 'me', path: '/api/accounts/me' }], async (worker, time) => {
    await time('me', { method: 'GET', path: '/api/accounts/me', headers: { cookie: accountOf(worker).cookie } })
  })
  return [...login, ...me]
}
