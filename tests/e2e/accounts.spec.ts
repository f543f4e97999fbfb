/**
 * Library accounts as a librarian meets them: register (field errors first, then 'check your email'),
 * the verification link from the outbox, login and the menu's 'My Account', profile edit and password
 * change, the logout modal, and the reset flow; axe on every page and on the modal. Each test registers
 * its own unique address, so the tests run in parallel and on retries. The outbox is read from
 * E2E_DATA_DIR/outbox (src/lib/email/outbox.ts). Alerts are found by their text: Next's route announcer is
 * an (empty) alert on every page too.
 */
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const PASSWORD = 'amber-lantern-orchard'
const outbox = () => path.join(process.env.E2E_DATA_DIR || 'data', 'outbox')

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`

/** The site path of the newest outbox link sent to `to` whose path starts with `prefix`. */
async function linkFromOutbox(to: string, prefix: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const dir = outbox()
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []
        for (const file of files) {
          const message = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; html: string }
          if (!message.to.includes(to)) continue
          for (const [, href] of message.html.matchAll(/href="([^"]+)"/g)) {
            const url = new URL(href.replace(/&amp;/g, '&'))
            if (url.pathname.startsWith(prefix)) return (found = `${url.pathname}${url.search}`)
          }
        }
        return undefined
      },
      { timeout: 20_000 },
    )
    .toBeTruthy()
  return found!
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Byron')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('Library name').fill('Byron Free Library')
  await page.getByLabel('Street address').fill('12 Main Street')
  await page.getByLabel('City').fill('Hudson')
  await page.getByLabel('State').selectOption('NY')
  await page.getByLabel('ZIP code').fill('12534')
  await page.getByLabel('Phone number').fill('518-555-0100')
  await page.getByLabel('Population of your service area').fill('1200')
  await page.getByLabel('People your library serves').fill('900')
  await page.getByLabel('People who will benefit from the books').fill('300')
  await page.getByLabel('Library type').selectOption({ index: 1 })
}

/** Registers and verifies a fresh account through the pages; returns its email. */
async function registerAndVerify(page: Page, label: string) {
  const email = uniqueEmail(label)
  await page.goto('/register')
  await fillRegistration(page, email)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 30_000 })
  await page.goto(await linkFromOutbox(email, '/login/email-verification'))
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible({ timeout: 30_000 })
  return email
}

async function logIn(page: Page, email: string, password = PASSWORD, next = '/library-program/account') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === next, { timeout: 30_000 })
}

test.describe('library accounts', () => {
  // Each test registers and verifies through several pages; a dev server compiles them on first use.
  test.describe.configure({ timeout: 120_000 })

  test('register shows field errors next to the fields, keeps the values, then says check your email', async ({
    page,
  }) => {
    await page.goto('/register')
    await expectNoAxeViolations(page)
    const email = uniqueEmail('register')
    await fillRegistration(page, email)
    await page.getByLabel('Street address').fill('P.O. Box 12')
    await page.getByLabel('ZIP code').fill('1253')
    await page.getByRole('button', { name: 'Register' }).click()

    const address = page.getByLabel('Street address')
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#register-address-error')).toHaveText(/FedEx Ground does not deliver to PO boxes/)
    await expect(page.locator('#register-zipCode-error')).toHaveText(/5 or 9 digits/)
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct these 2 fields' })).toBeVisible()
    await expect(page.getByLabel('Library name')).toHaveValue('Byron Free Library')
    await expectNoAxeViolations(page)

    await address.fill('12 Main Street')
    await page.getByLabel('ZIP code').fill('12534-1234')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(email)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('verify from the outbox, log in, My Account in the menu, edit the profile and the password, log out', async ({
    page,
  }) => {
    const email = await registerAndVerify(page, 'flow')
    await expectNoAxeViolations(page)

    await page.goto('/login')
    await expectNoAxeViolations(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not correct.' })).toBeVisible()

    await logIn(page, email)
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible({ timeout: 30_000 })
    await expectNoAxeViolations(page)

    await page.getByTestId('menu-toggle').click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await expect(menu.getByText('My Account')).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    await page.getByLabel('Library name').fill('Byron Memorial Library')
    await page.getByRole('button', { name: 'Save my details' }).click()
    await expect(page.getByText('Your details are saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Library name')).toHaveValue('Byron Memorial Library', { timeout: 30_000 })

    await page.getByLabel('Current password').fill('wrong-current-one')
    await page.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp')
    await page.getByLabel('Confirm new password').fill('violet-harbour-lamp')
    await page.getByRole('button', { name: 'Change my password' }).click()
    await expect(page.locator('#password-currentPassword-error')).toHaveText('Your current password is not correct.')
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp')
    await page.getByLabel('Confirm new password').fill('violet-harbour-lamp')
    await page.getByRole('button', { name: 'Change my password' }).click()
    await expect(page.getByText('Your password is changed.')).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()
    const modal = page.getByRole('dialog', { name: 'Logout of your account' })
    await expect(modal).toBeVisible()
    await expect(modal.getByText('In order to complete this action, you must be logged out.')).toBeVisible()
    await expectNoAxeViolations(page)
    await modal.getByRole('button', { name: 'Logout' }).click()
    await expect(modal).toBeHidden()
    await page.waitForURL(/\/login\?next=/, { timeout: 30_000 })
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'jwt')).toBeUndefined()

    await logIn(page, email, 'violet-harbour-lamp')
  })

  test('a logged-in visitor on /login is asked to log out', async ({ page }) => {
    const email = await registerAndVerify(page, 'guestonly')
    await logIn(page, email)
    await page.goto('/login')
    const modal = page.getByRole('dialog', { name: 'Logout of your account' })
    await expect(modal).toBeVisible({ timeout: 30_000 })
    await modal.getByRole('button', { name: 'Logout' }).click()
    await expect(modal).toBeHidden()
  })

  test('reset a forgotten password from the emailed link, once', async ({ page }) => {
    const email = await registerAndVerify(page, 'reset')
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/login\/reset$/)
    await expectNoAxeViolations(page)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByText('If this address has an account')).toBeVisible()

    const link = await linkFromOutbox(email, '/login/submit-password')
    await page.goto(link)
    await expectNoAxeViolations(page)
    await page.getByLabel('New password', { exact: true }).fill('quiet-meadow-river')
    await page.getByLabel('Confirm new password').fill('quiet-meadow-river')
    await page.getByRole('button', { name: 'Set my password' }).click()
    await expect(page.getByText('Your new password is set.')).toBeVisible()

    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('another-meadow-river')
    await page.getByLabel('Confirm new password').fill('another-meadow-river')
    await page.getByRole('button', { name: 'Set my password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'expired or was already used' })).toBeVisible()

    await logIn(page, email, 'quiet-meadow-river')
  })

  test('My Account sends a guest to the login and back', async ({ page }) => {
    await page.goto('/library-program/account')
    await page.waitForURL(/\/login\?next=%2Flibrary-program%2Faccount|\/login\?next=\/library-program\/account/, {
      timeout: 30_000,
    })
  })
})
