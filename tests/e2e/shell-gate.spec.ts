/**
 * The pre-launch gate and the production host rule need a server started with them ON:
 *   SITE_ENV=staging  FAUXWALL_PASSPHRASE=<passphrase>  CANONICAL_HOST_REDIRECT=on
 * Point E2E_GATE_BASE_URL (and E2E_GATE_PASSPHRASE) at such a server, or let this spec start one itself:
 * with E2E_DATA_DIR set (as `npm test` does) it runs the production server from the same build
 * (E2E_NEXT_DIST_DIR, default .next-e2e) and database on a free 127.0.0.1 port. Without either it fails.
 * Desktop project only: the server-side rules do not depend on the viewport.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

import { instanceEnv, startServer, type RunningServer } from '../../scripts/lib/productionServer'

const MISSING = '/shell-e2e-no-such-page'

let baseUrl = process.env.E2E_GATE_BASE_URL ?? ''
let passphrase = process.env.E2E_GATE_PASSPHRASE ?? ''
let server: RunningServer | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({}, testInfo) => {
  // allowed-skip: project
  if (baseUrl || testInfo.project.name !== 'desktop') return
  const dataDir = process.env.E2E_DATA_DIR
  const distDir = process.env.E2E_NEXT_DIST_DIR || '.next-e2e'
  if (!dataDir || !fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`A second server needs the instance folder (E2E_DATA_DIR) and a build in ${distDir}, or E2E_GATE_BASE_URL`)
  testInfo.setTimeout(180_000)
  passphrase = `e2e-${randomBytes(6).toString('hex')}`
  server = await startServer(
    {
      dir: path.resolve(dataDir),
      env: {
        ...instanceEnv(path.resolve(dataDir), distDir),
        // Production's default: no proxy is trusted (the 'client address' test below relies on it).
        TRUSTED_PROXIES: '',
        SITE_ENV: 'staging',
        FAUXWALL_PASSPHRASE: passphrase,
        CANONICAL_HOST_REDIRECT: 'on',
      },
    },
    { readyPath: '/api/books?limit=1', quiet: true },
  )
  baseUrl = server.url
})

test.afterAll(async () => {
  await server?.stop()
})

test.beforeEach(async ({}, testInfo) => {
  // allowed-skip: project (server-side rules: the desktop project's run is enough)
  test.skip(testInfo.project.name !== 'desktop', 'Server-side rules: desktop project only')
  expect(baseUrl && passphrase, 'a server with SITE_ENV=staging and its passphrase').toBeTruthy()
})

test.describe('pre-launch gate', () => {
  test('sends no site content before the passphrase, only the gate', async ({ request }) => {
    const response = await request.get(`${baseUrl}/`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('Passphrase')
    expect(html).not.toContain('<footer')
    expect(html).not.toContain('Who we are')
    expect(html).not.toContain('Library Program')
    expect(response.headers()['cache-control']).toContain('no-store')
  })

  test('gates the catalogue and search pages too', async ({ request }) => {
    for (const path of ['/library-program?stock=in', '/search?search=photography']) {
      const response = await request.get(`${baseUrl}${path}`)
      const html = await response.text()
      expect(html, path).toContain('Passphrase')
      expect(html, path).not.toContain('<footer')
      expect(html, path).not.toContain('Order Books')
      expect(response.headers()['cache-control'], path).toContain('no-store')
    }
  })

  test('a wrong passphrase says so and sets no cookie', async ({ page, context }) => {
    await page.goto(`${baseUrl}${MISSING}`)
    await page.getByRole('textbox', { name: 'Passphrase' }).fill('not-the-passphrase')
    await page.getByRole('button', { name: 'Enter' }).click()
    await expect(page.locator('#gate-error')).toHaveText('That passphrase is not correct.')
    expect((await context.cookies()).find((cookie) => cookie.name === 'art-fauxwall')).toBeUndefined()
  })

  test('the right passphrase sets art-fauxwall for 7 days and reloads into the page', async ({ page, context }) => {
    await page.goto(`${baseUrl}${MISSING}`)
    await expect(page.getByText('Page not found.')).toHaveCount(0)
    await page.getByRole('textbox', { name: 'Passphrase' }).fill(passphrase)
    await page.getByRole('button', { name: 'Enter' }).click()
    await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible()
    await expect(page).toHaveURL(`${baseUrl}${MISSING}`)

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'art-fauxwall')
    expect(cookie).toBeDefined()
    expect(cookie!.value).not.toContain(passphrase)
    const lifetime = cookie!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(604800 - 300)
    expect(lifetime).toBeLessThanOrEqual(604800 + 5)

    // The cookie keeps the visitor in on later pages.
    const next = await page.goto(`${baseUrl}/shell-e2e-another-missing-page`)
    expect(next?.status()).toBe(404)
  })

  test('a forged cookie (the passphrase itself) does not pass', async ({ request }) => {
    const response = await request.get(`${baseUrl}${MISSING}`, { headers: { cookie: `art-fauxwall=${passphrase}` } })
    expect(await response.text()).toContain('Passphrase')
  })

  test('the live-preview query flag bypasses the gate', async ({ request }) => {
    const response = await request.get(`${baseUrl}${MISSING}?x-craft-live-preview=1`)
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found.')
  })

  test('never gates the admin, the APIs or static files', async ({ request }) => {
    const api = await request.get(`${baseUrl}/api/books?limit=1`)
    expect(api.headers()['content-type']).toContain('application/json')
    const robots = await request.get(`${baseUrl}/robots.txt`)
    expect(await robots.text()).toContain('Disallow: /')
    const admin = await request.get(`${baseUrl}/admin/login`)
    expect(await admin.text()).not.toContain('Passphrase')
  })
})

test.describe('production host rule', () => {
  test('redirects a host without www., staging. or localhost: to the www host', async ({ request }) => {
    const response = await request.get(`${baseUrl}/about?x=1`, {
      headers: { 'x-forwarded-host': 'art.example.org' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('http://www.art.example.org/about?x=1')
  })

  test('leaves www., staging. and localhost: hosts alone', async ({ request }) => {
    for (const host of ['www.art.example.org', 'staging.art.example.org', 'localhost:3000']) {
      const response = await request.get(`${baseUrl}${MISSING}`, {
        headers: { 'x-forwarded-host': host },
        maxRedirects: 0,
      })
      expect(response.status(), host).not.toBe(308)
    }
  })
})

test.describe('client address (issue 28 item 7)', () => {
  test('a client cannot choose its own address with X-Forwarded-For: per-address limits still hold', async ({
    request,
  }) => {
    // 12 registrations from "12 addresses" on a server that trusts no proxy: all from one address, so the
    // per-address limit (10 a minute) refuses the last ones. An empty form is refused at once (400), so the
    // requests come faster than the bucket refills.
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const response = await request.post(`${baseUrl}/api/account/register`, {
        headers: { 'x-forwarded-for': `203.0.113.${i}`, origin: baseUrl },
        data: {},
      })
      statuses.push(response.status())
    }
    expect(statuses).toContain(429)
  })
})
