/**
 * Donations as a visitor and as staff see them (local test mode: no STRIPE_SECRET_KEY on the server):
 * widget → test checkout → success page → the donation in the admin; the cancel path; the widget's
 * states; the footer's book-donation form with every message; no axe violations.
 * The admin check needs E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD (npm test passes the seeded admin's).
 */
import fs from 'node:fs'

import { expect, test, type Page } from './fixtures'
import { logInToAdmin } from './logins'
import { expectNoAxeViolations } from './axe'
import { messageFromOutbox } from './outbox'

const SUCCESS = 'Your form has been submitted successfully. You will receive a confirmation email shortly.'
const FAILURE = 'An error occured while attempting to submit your form. Please reload the page and try again.'

const pageWidget = (page: Page) =>
  page.locator('main form').filter({ has: page.getByRole('button', { name: 'Donate' }) })
const footer = (page: Page) => page.locator('footer')
const bookForm = (page: Page) => footer(page).getByRole('form', { name: 'Donate books' })

/** The footer keeps the book-donation form behind its 'Offer books' button: open it in place. */
async function openBookForm(page: Page) {
  const button = footer(page).getByRole('button', { name: 'Offer books' })
  await expect(bookForm(page)).toBeHidden()
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(bookForm(page)).toBeVisible()
  return bookForm(page)
}

/** Opens /donation and waits until its widget works (Donate is enabled once the page has hydrated). */
async function openDonationPage(page: Page) {
  await page.goto('/donation')
  await expect(pageWidget(page).getByRole('button', { name: 'Donate' })).toBeEnabled({ timeout: 30_000 })
}

/** Widget → local test checkout → success page, for a one-time $150 gift. */
async function donateInTestMode(page: Page, email: string) {
  await openDonationPage(page)
  const widget = pageWidget(page)
  await widget.getByRole('group', { name: 'Frequency' }).getByText('Single').click()
  await widget.getByRole('group', { name: 'Amount' }).getByText('$150').click()
  await widget.getByRole('button', { name: 'Donate' }).click()
  // The first visit compiles the checkout page on a dev server: allow for it.
  await page.waitForURL(/\/donation\/test-checkout\?token=/, { timeout: 45_000 })
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible()
  await expect(page.getByTestId('test-checkout-amount')).toHaveText('$150')
  await expect(page.getByTestId('test-checkout-interval')).toHaveText('Single')
  await expectNoAxeViolations(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Complete test payment' }).click()
  await page.waitForURL(/\/donation\/success\?session_id=cs_test_local_/, { timeout: 45_000 })
  await expect(page.getByRole('heading', { name: 'Thank you for your donation' })).toBeVisible()
  await expect(page.getByText('We have received your gift of $150 once.')).toBeVisible()
}

test.describe('donation widget', () => {
  test('defaults to the first interval; interval change resets the amount; Custom and X', async ({ page }) => {
    await openDonationPage(page)
    const widget = pageWidget(page)
    const intervals = widget.getByRole('group', { name: 'Frequency' })
    const amounts = widget.getByRole('group', { name: 'Amount' })
    await expect(intervals.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expect(amounts.getByRole('radio', { name: '$50', exact: true })).toBeChecked()
    for (const amount of ['$100', '$150', '$250', '$500', 'Custom'])
      await expect(amounts.getByRole('radio', { name: amount, exact: true })).toBeVisible()

    await amounts.getByText('$250').click()
    await expect(amounts.getByRole('radio', { name: '$250' })).toBeChecked()
    await intervals.getByText('Annual').click()
    await expect(amounts.getByRole('radio', { name: '$50', exact: true })).toBeChecked()

    await amounts.getByText('Custom').click()
    const custom = widget.getByRole('spinbutton', { name: 'Custom amount in US dollars' })
    await expect(custom).toHaveValue('50')
    await expect(widget.getByText('$', { exact: true })).toBeVisible()
    await custom.fill('12.75')
    await custom.blur()
    await expect(custom).toHaveValue('12')
    await custom.fill('0')
    await custom.blur()
    await expect(custom).toHaveValue('1')
    await widget.getByRole('button', { name: 'Clear custom amount' }).click()
    await expect(custom).toBeHidden()
    await expect(amounts.getByRole('radio', { name: '$50', exact: true })).toBeChecked()
  })

  test('says what the chosen gift does, and for a custom amount what the nearest preset does, as a status', async ({
    page,
  }) => {
    await openDonationPage(page)
    const widget = pageWidget(page)
    const said = widget.getByRole('status')
    await expect(said).toHaveText('$50 every month sends five art books to a rural library.')
    await widget.getByRole('group', { name: 'Amount' }).getByText('$250').click()
    await expect(said).toHaveText('$250 every month sends a full order to a prison library.')
    await widget.getByRole('group', { name: 'Frequency' }).getByText('Single').click()
    await widget.getByRole('group', { name: 'Amount' }).getByText('Custom').click()
    const custom = widget.getByRole('spinbutton', { name: 'Custom amount in US dollars' })
    await custom.fill('120')
    await expect(said).toHaveText('Close to a $100 gift:$100 sends a box of ten books to a school library.')
    await custom.fill('2000')
    await expect(said).toHaveText('Close to a $500 gift:$500 brings a tribal library into the program for a year.')
    await expectNoAxeViolations(page)
  })

  test('Donate posts the SPEC body; a failure changes nothing visible and does not stick', async ({ page }) => {
    await openDonationPage(page)
    const widget = pageWidget(page)
    await widget.getByRole('group', { name: 'Frequency' }).getByText('Single').click()
    await widget.getByRole('group', { name: 'Amount' }).getByText('Custom').click()
    await widget.getByRole('spinbutton').fill('33.9')
    let body: unknown
    await page.route('**/api/stripe/create-checkout-session', async (route) => {
      body = route.request().postDataJSON()
      await route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' })
    })
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const donate = widget.getByRole('button', { name: 'Donate' })
    await donate.click()
    await expect.poll(() => body).toEqual({ amount: 33, interval: 'single', currency: 'USD', mode: 'payment' })
    await expect(page).toHaveURL(/\/donation$/)
    await expect(donate).toBeEnabled()
    await expect(donate).not.toHaveAttribute('aria-busy', 'true')
    expect(errors.join('\n')).toContain('Donation checkout could not be started')
  })

  test('donate end to end in test mode, and the donor receives the receipt', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.org`
    await donateInTestMode(page, email)
    await expectNoAxeViolations(page)
    const receipt = await messageFromOutbox(email, 'donation receipt')
    expect(receipt.text).toContain('Amount: $150.00')
    expect(receipt.text).toContain('Gift: One-time gift')
    expect(receipt.text).toMatch(/Payment reference: pi_test_local_\w+/)
    expect(receipt.text).toContain('No goods or services were provided in exchange for this contribution.')
  })

  test('staff see the donation in the admin, with monthly totals and the CSV export', async ({
    admin,
    page,
    isMobile,
  }) => {
    // allowed-skip: project
    test.skip(isMobile, 'the admin is a desktop tool')
    const email = `e2e-admin-${Date.now()}@example.org`
    await donateInTestMode(page, email)

    await logInToAdmin(page, admin)
    await page.goto('/admin/collections/donations')
    await expect(page.getByRole('heading', { name: 'Totals by month' })).toBeVisible()
    // Months as staff say them ('November 2026'), this month first.
    const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'America/New_York' }).format(new Date())
    await expect(page.getByRole('region', { name: 'Totals by month' }).getByRole('rowheader').first()).toHaveText(thisMonth)
    const row = page.locator('tr', { hasText: email })
    await expect(row).toBeVisible()
    await expect(row).toContainText('150')
    await expect(row).toContainText('Completed')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toContain('donorEmail')
    expect(csv).toContain(email)
  })

  test('a choice made before the page hydrated is the one sent', async ({ page }) => {
    // Hold the page's scripts until the visitor has chosen on the plain HTML.
    let release!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/donation', { waitUntil: 'domcontentloaded' })
    const widget = pageWidget(page)
    await widget.getByRole('group', { name: 'Frequency' }).getByText('Single').click()
    await widget.getByRole('group', { name: 'Amount' }).getByText('$150').click()
    // Donate is enabled once the page's script can send the choice.
    await expect(widget.getByRole('button', { name: 'Donate' })).toBeDisabled()
    release()
    await expect(widget.getByRole('button', { name: 'Donate' })).toBeEnabled({ timeout: 30_000 })
    await widget.getByRole('button', { name: 'Donate' }).click()
    await page.waitForURL(/\/donation\/test-checkout\?token=/, { timeout: 45_000 })
    await expect(page.getByTestId('test-checkout-amount')).toHaveText('$150')
    await expect(page.getByTestId('test-checkout-interval')).toHaveText('Single')
  })

  test('cancelling the test checkout offers to try again', async ({ page }) => {
    await openDonationPage(page)
    await pageWidget(page).getByRole('button', { name: 'Donate' }).click()
    await page.waitForURL(/\/donation\/test-checkout\?token=/, { timeout: 45_000 })
    await expect(page.getByTestId('test-checkout-interval')).toHaveText('Monthly')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.waitForURL(/\/donation\/cancel$/, { timeout: 45_000 })
    await expect(page.getByRole('heading', { name: 'Your donation was cancelled' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/donation$/)
  })

  test('the donation pages have no axe violations', async ({ page }) => {
    await openDonationPage(page)
    await expectNoAxeViolations(page)
    await pageWidget(page).getByRole('group', { name: 'Amount' }).getByText('Custom').click()
    await expectNoAxeViolations(page)
  })
})

test.describe('giving made clear (issue 34)', () => {
  for (const path of ['/support', '/donation']) {
    test(`${path} shows a picture and what each amount does beside the form`, async ({ page }) => {
      await page.goto(path)
      const giving = page.locator('#donate')
      await expect(giving.getByRole('img').first()).toBeVisible()
      const impacts = giving.getByRole('list', { name: 'What each amount does' })
      await expect(impacts.getByRole('listitem')).toHaveCount(5)
      await expect(impacts.getByText('$50 sends five art books to a rural library.')).toBeVisible()
      await expect(impacts.getByText('$500 brings a tribal library into the program for a year.')).toBeVisible()
      // Under the button: what the chosen amount does (the first interval, monthly, then single).
      const widget = pageWidget(page)
      await expect(widget.getByText('$50 every month sends five art books to a rural library.')).toBeVisible()
      await widget.getByRole('group', { name: 'Frequency' }).getByText('Single').click()
      await widget.getByRole('group', { name: 'Amount' }).getByText('$250').click()
      await expect(widget.getByText('$250 sends a full order to a prison library.')).toBeVisible()
    })

    test(`${path} shows the whole donation form on a phone's first screen`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(path)
      const box = await pageWidget(page).boundingBox()
      expect(box, 'the donation form').not.toBeNull()
      expect(box!.y + box!.height).toBeLessThanOrEqual(812)
    })
  }
})

test('the footer points to the donation widget instead of adding a second one', async ({ page }) => {
  const widgets = (scope: Page | ReturnType<typeof footer>) =>
    scope.locator('form').filter({ has: page.getByRole('button', { name: 'Donate', exact: true }) })
  for (const path of ['/donation', '/support']) {
    await page.goto(path)
    await expect(widgets(page)).toHaveCount(1)
    await expect(widgets(footer(page))).toHaveCount(0)
    await expect(footer(page).getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '#donate')
    await expect(page.getByText('Give with the form above')).toHaveCount(0)
  }
  await page.goto('/about')
  await expect(widgets(page)).toHaveCount(0)
  await expect(footer(page).getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '/support')
})

test.describe('book donation form (footer)', () => {
  test('shows a clear message for each invalid field', async ({ page }) => {
    await openDonationPage(page)
    const form = await openBookForm(page)
    await form.getByRole('button', { name: 'Submit' }).click()
    // Each message twice: in the error summary (a link to its field) and under the field.
    for (const message of ['Please enter your name.', 'Please enter your email address.', 'Please enter your institution.']) {
      await expect(form.getByRole('link', { name: message })).toBeVisible()
      await expect(form.getByText(message)).toHaveCount(2)
    }
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('link', { name: 'Please enter a valid email address.' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('submitting, then the success text replaces the form', async ({ page }) => {
    await openDonationPage(page)
    const form = await openBookForm(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // The form sends to its server action: a POST to the page itself.
    let body: string | undefined
    await page.route('**/donation', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      body = route.request().postData() ?? ''
      await held
      await route.continue()
    })
    await form.getByLabel('Name').fill('Erin Example')
    await form.getByLabel('Email').fill('erin@example.org')
    await form.getByLabel('Institution').fill('Example Museum')
    await form.getByLabel('Materials').fill('Two boxes of exhibition catalogues')
    await form.getByLabel('Subscribe to our mailing list').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(footer(page).getByText('Submitting form...')).toBeVisible()
    release()
    await expect(footer(page).getByText(SUCCESS)).toBeVisible()
    await expect(footer(page).getByRole('form', { name: 'Donate books' })).toHaveCount(0)
    for (const sent of ['Erin Example', 'erin@example.org', 'Example Museum', 'Two boxes of exhibition catalogues'])
      expect(body).toContain(sent)
    // Recipients, subject and template are the server's to decide; the browser sends the fields only.
    expect(body).not.toContain('templateId')
  })

  test('a server failure shows the failure text in place of the form', async ({ page }) => {
    await page.route('**/donation', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    )
    await openDonationPage(page)
    const form = await openBookForm(page)
    await form.getByLabel('Name').fill('Erin Example')
    await form.getByLabel('Email').fill('erin@example.org')
    await form.getByLabel('Institution').fill('Example Museum')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(footer(page).getByText(FAILURE)).toBeVisible()
    await expect(footer(page).getByRole('form', { name: 'Donate books' })).toHaveCount(0)
  })
})
