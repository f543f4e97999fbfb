/**
 * The people the browser tests act as (issue 29 item 3), made through the product itself once per worker:
 * - `admin`: a staff admin created over REST by the seed's admin (the seed writes its logins to the
 *   instance's seed-logins.json; npm test's instance is E2E_DATA_DIR, a local server's is data/);
 * - `library`: a library account registered through /api/account/register, verified through the emailed
 *   link (the instance's mail outbox) and exempted by staff from the orders-per-period rule, since a worker
 *   orders many times.
 * A missing seed file or a refused step fails the test with what went wrong; nothing is skipped.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { newestLink } from './outboxFiles'

export type Login = { email: string; password: string }

const BASE = process.env.E2E_BASE_URL || 'http://127.0.0.1:3000'
const dataDir = () => process.env.E2E_DATA_DIR || 'data'

async function call(pathname: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init
  const response = await fetch(`${BASE}${pathname}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      origin: BASE,
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...rest.headers,
    },
  })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as Record<string, unknown>
}

function seedAdmin(): Login {
  const file = path.resolve(dataDir(), 'seed-logins.json')
  if (!fs.existsSync(file))
    throw new Error(
      `No seed logins at ${file}: run the specs through npm test, or set E2E_DATA_DIR to the server's data folder`,
    )
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { admin: Login }).admin
}

const staffToken = async (login: Login) =>
  (await call('/api/users/login', { method: 'POST', body: JSON.stringify(login) })).token as string

const unique = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`
const newPassword = () => `e2e-${randomBytes(9).toString('base64url')}`

/** A new staff user with one role (admin, editor, fulfilment), made by the seed's admin. */
export async function createStaff(role: 'admin' | 'editor' | 'fulfilment'): Promise<Login> {
  const token = await staffToken(seedAdmin())
  const login = { email: unique(role), password: newPassword() }
  await call('/api/users', {
    method: 'POST',
    token,
    body: JSON.stringify({ ...login, name: `E2E ${role}`, roles: [role] }),
  })
  return login
}

/** A new staff admin, made by the seed's admin. */
export const createAdmin = (): Promise<Login> => createStaff('admin')

/** The newest link to `to` in the outbox whose path starts with `prefix`, waiting for it up to 20 s. */
async function outboxLink(to: string, prefix: string): Promise<URL> {
  const dir = path.resolve(dataDir(), 'outbox')
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const url = newestLink(dir, to, prefix)
    if (url) return url
  }
  throw new Error(`No email to ${to} with a ${prefix} link in ${dir}`)
}

/** A verified library account, registered and confirmed as a librarian would, exempt from the period limit. */
export async function createLibraryAccount(admin: Login): Promise<Login & { id: number }> {
  const login = { email: unique('library'), password: newPassword() }
  const types = await call('/api/library-types?limit=1&depth=0')
  const libraryType = (types.docs as { id: number }[])[0]?.id
  if (!libraryType) throw new Error('The seed made no library type to register under')
  await call('/api/account/register', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Eve',
      lastName: 'Tester',
      ...login,
      confirmPassword: login.password,
      library: 'E2E Free Library',
      address: '12 Main Street',
      city: 'Hudson',
      state: 'NY',
      zipCode: '12534',
      phoneNumber: '518-555-0100',
      population: '1200',
      numberServes: '900',
      numberBenefit: '300',
      libraryType: String(libraryType),
      libraryCommunity: [],
    }),
  })
  const token = (await outboxLink(login.email, '/login/email-verification')).searchParams.get('token')
  await call('/api/account/verify-email', { method: 'POST', body: JSON.stringify({ token }) })
  const staff = await staffToken(admin)
  const found = await call(`/api/accounts?where[email][equals]=${encodeURIComponent(login.email)}&depth=0&limit=1`, {
    token: staff,
  })
  const id = (found.docs as { id: number }[])[0]!.id
  await call(`/api/accounts/${id}`, {
    method: 'PATCH',
    token: staff,
    body: JSON.stringify({ orderPolicyOverride: 'exempt' }),
  })
  return { ...login, id }
}

/** Logs in to /admin as a staff member would, through its login form. */
export async function logInToAdmin(page: Page, staff: Login): Promise<void> {
  await page.goto('/admin/login')
  // The login form submits through its script: wait for it before typing.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname), { timeout: 30_000 })
}
