/**
 * Library accounts as a librarian meets them: register (field errors first, then 'check your email'),
 * the verification link from the outbox, login and the menu's 'My Account', profile edit and password
 * change, the logout modal, and the reset flow; axe on every page and on the modal. Each test registers
 * its own unique address, so the tests run in parallel and on retries. The outbox is read from
 * E2E_DATA_DIR/outbox (src/lib/email/outbox.ts). Alerts are found by their text: Next's route announcer is
 * an (empty) alert on every page too.
 */
import { expect, test, type Locator, type Page } from './fixtures'
import { linkFromOutbox } from './outbox'
import { expectNoAxeViolations } from './axe'

const PASSWORD = 'amber-lantern-orchard'
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`

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
  test('the register form checks on submit, not as a field is left, then focuses the error summary', async ({ page }) => {
    await page.goto('/register')
    const email = page.getByLabel('Email', { exact: true })
    await email.fill('not-an-address')
    await email.blur()
    await expect(page.getByText('Please correct')).toHaveCount(0)
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')

    await page.getByRole('button', { name: 'Register' }).click()
    const summary = page.getByRole('alert').locator('[tabindex="-1"]')
    await expect(summary).toBeFocused({ timeout: 30_000 })
    await expect(summary).toContainText(/Please correct these \d+ fields/)
    // Each problem links to its field, which takes focus with its message.
    await summary.getByRole('link').first().click()
    await expect(page.getByLabel('First name')).toBeFocused()
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  })

  test('the login form focuses its error summary after a refused login', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(uniqueEmail('nobody'))
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert').locator('[tabindex="-1"]')).toBeFocused({ timeout: 30_000 })
  })

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
    // Staff-only, but shown: the type chosen at registration sets the book limit.
    await expect(page.getByText(/^Library type: .+, up to \d+ books per order\.$/)).toBeVisible()
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

    const passwordSection = page.getByRole('region', { name: 'Change your password' })
    await passwordSection.getByLabel('Current password').fill('wrong-current-one')
    await passwordSection.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp')
    await passwordSection.getByLabel('Confirm new password').fill('violet-harbour-lamp')
    await passwordSection.getByRole('button', { name: 'Change my password' }).click()
    await expect(page.locator('#password-currentPassword-error')).toHaveText('Your current password is not correct.')
    await passwordSection.getByLabel('Current password').fill(PASSWORD)
    await passwordSection.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp')
    await passwordSection.getByLabel('Confirm new password').fill('violet-harbour-lamp')
    await passwordSection.getByRole('button', { name: 'Change my password' }).click()
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

  test('change the email from My Account: nothing changes until the link sent to the new address is followed (issue 28)', async ({
    page,
  }) => {
    const email = await registerAndVerify(page, 'move-from')
    await logIn(page, email)
    const moved = uniqueEmail('move-to')
    const section = page.getByRole('region', { name: 'Change your email' })
    await section.getByLabel('New email address').fill(moved)
    await section.getByLabel('Current password').fill(PASSWORD)
    await section.getByRole('button', { name: 'Send the confirmation link' }).click()
    await expect(section.getByText(/We sent a link to the new address/)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(`You log in as ${email}`)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(await linkFromOutbox(moved, '/login/confirm-email'))
    await expect(page.getByText(`Your account’s email is now ${moved}.`)).toBeVisible({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await page.goto('/library-program/account')
    await expect(page.getByText(`You log in as ${moved}`)).toBeVisible({ timeout: 30_000 })
  })

  test('login never follows ?next= to another site (issue 28 item 6)', async ({ page, baseURL }) => {
    const email = await registerAndVerify(page, 'next')
    for (const next of ['/..//evil.example/', '/%2e%2e//evil.example', '//evil.example', '/\\evil.example']) {
      await page.context().clearCookies()
      await page.goto(`/login?next=${encodeURIComponent(next)}`)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL((url) => url.pathname === '/library-program', { timeout: 30_000 })
      expect(new URL(page.url()).origin, next).toBe(new URL(baseURL!).origin)
    }
  })

  test('My Account opens with the orders, then the profile, and never shows the cart number (issue 34)', async ({
    page,
    library,
  }) => {
    const login = await page.request.post('/api/accounts/login', { data: { email: library.email, password: library.password } })
    expect(login.ok()).toBe(true)
    await page.request.post('/api/cart/forget')
    await page.goto('/library-program?stock=in')
    await page.getByRole('button', { name: /^Add to order ?: .+$/ }).first().click()
    await expect(page.getByRole('status').filter({ hasText: /Added “.+” to your order/ })).toBeVisible({ timeout: 30_000 })
    const { cart } = (await (await page.request.post('/api/cart/get-cart')).json()) as { cart: { number: string } }
    expect(cart.number, 'the saved cart has a number').toBeTruthy()

    await page.goto('/library-program/account')
    const headings = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(headings.first()).toHaveText('Your orders', { timeout: 30_000 })
    // The orders and what the library waits for (issue 30), then the profile.
    expect((await headings.allTextContents()).slice(0, 3)).toEqual(['Your orders', 'Books you are waiting for', 'Your details'])
    const orders = page.getByRole('region', { name: 'Your orders' })
    await expect(orders.getByText(/saved with this account/)).toBeVisible()
    await expect(orders.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart')
    await expect(page.getByRole('main')).not.toContainText(cart.number)
    await page.request.post('/api/cart/forget')
  })

  test('My Account keeps the library’s choice about the public map (issue 30)', async ({ page, library }) => {
    const login = await page.request.post('/api/accounts/login', { data: { email: library.email, password: library.password } })
    expect(login.ok()).toBe(true)
    await page.goto('/library-program/account')
    const section = page.getByRole('region', { name: 'The public map' })
    const choice = section.getByRole('checkbox', { name: 'Show our library on the public map' })
    await expect(choice).toBeChecked({ timeout: 30_000 })
    await expectNoAxeViolations(page)

    await choice.uncheck()
    await section.getByRole('button', { name: 'Save map choice' }).click()
    await expect(section.getByRole('status')).toHaveText('Your library is not shown on the public map.')
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Show our library on the public map' })).not.toBeChecked({ timeout: 30_000 })

    await page.getByRole('checkbox', { name: 'Show our library on the public map' }).check()
    await page.getByRole('button', { name: 'Save map choice' }).click()
    await expect(page.getByRole('region', { name: 'The public map' }).getByRole('status')).toHaveText(
      'Your library is shown on the public map.',
    )
  })

  test('My Account sends a guest to the login and back', async ({ page }) => {
    await page.goto('/library-program/account')
    await page.waitForURL(/\/login\?next=%2Flibrary-program%2Faccount|\/login\?next=\/library-program\/account/, {
      timeout: 30_000,
    })
  })
})

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/** Tabs to a text field and replaces its value by typing. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 180_000 })
  // Phones have no Tab key; the 1440 px run is the keyboard user's.
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'desktop only')

  test('register with errors then success, verify, log in, menu, My Account edit and the logout modal', async ({
    page,
  }) => {
    const email = uniqueEmail('keyboard')
    await page.goto('/register')
    await typeInto(page, page.getByLabel('First name'), 'Ada')
    await typeInto(page, page.getByLabel('Last name'), 'Byron')
    await typeInto(page, page.getByLabel('Email', { exact: true }), email)
    await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD)
    await typeInto(page, page.getByLabel('Confirm password'), PASSWORD)
    await typeInto(page, page.getByLabel('Library name'), 'Byron Free Library')
    await typeInto(page, page.getByLabel('Street address'), 'PO Box 12')
    await typeInto(page, page.getByLabel('City'), 'Hudson')
    await tabTo(page, page.getByLabel('State'))
    await page.keyboard.type('New York')
    await expect(page.getByLabel('State')).toHaveValue('NY')
    await typeInto(page, page.getByLabel('ZIP code'), '1253')
    await typeInto(page, page.getByLabel('Phone number'), '518-555-0100')
    await typeInto(page, page.getByLabel('Population of your service area'), '1200')
    await typeInto(page, page.getByLabel('People your library serves'), '900')
    await typeInto(page, page.getByLabel('People who will benefit from the books'), '300')
    await tabTo(page, page.getByLabel('Library type'))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Library type')).not.toHaveValue('')
    await tabTo(page, page.getByRole('button', { name: 'Register' }))
    await page.keyboard.press('Enter')

    // Checked on submit only: the error summary takes focus (GOV.UK's pattern), and its links lead to the fields.
    const summary = page.getByRole('alert').locator('[tabindex="-1"]')
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('Please correct')
    await page.keyboard.press('Tab')
    await expect(summary.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Street address')).toBeFocused()
    await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('12 Main Street')
    await typeInto(page, page.getByLabel('ZIP code'), '12534')
    await tabTo(page, page.getByRole('button', { name: 'Register' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 30_000 })

    // The emailed link is opened from the mail program, not the site.
    await page.goto(await linkFromOutbox(email, '/login/email-verification'))
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible({ timeout: 30_000 })
    await tabTo(page, page.getByRole('link', { name: 'Log in' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/login\?next=/, { timeout: 30_000 })

    await typeInto(page, page.getByLabel('Email'), email)
    await typeInto(page, page.getByLabel('Password'), PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/library-program', { timeout: 30_000 })

    await tabTo(page, page.getByTestId('menu-toggle'))
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await expect(menu).toBeVisible()
    const myAccount = menu.getByRole('link', { name: 'My Account' })
    await tabTo(page, myAccount)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/library-program/account', { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible({ timeout: 30_000 })

    await typeInto(page, page.getByLabel('Library name'), 'Byron Memorial Library')
    await tabTo(page, page.getByRole('button', { name: 'Save my details' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your details are saved.')).toBeVisible({ timeout: 30_000 })

    // The logout modal keeps focus inside until it closes, then gives it back to the button that opened it.
    const logout = page.getByRole('main').getByRole('button', { name: 'Logout' })
    await tabTo(page, logout)
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: 'Logout of your account' })
    await expect(modal).toBeVisible()
    const inModal = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await inModal(), `focus after ${key}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(logout).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(modal).toBeVisible()
    await tabTo(page, modal.getByRole('button', { name: 'Logout' }))
    await page.keyboard.press('Enter')
    await expect(modal).toBeHidden()
    await page.waitForURL(/\/login\?next=/, { timeout: 30_000 })
  })
})
