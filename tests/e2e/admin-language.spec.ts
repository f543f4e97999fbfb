/**
 * The admin speaks the staff's language (issue 37 items 3–6), as staff at their desks (1440 and 768 px) use it:
 * fulfilment opens a donation and finds its money fields read-only, and bulk edit on orders offers the status
 * but not a buyer's email or address; an editor meets no 'Seo' or 'Is Cart', opens the home page's texts from
 * the navigation, and makes an artist from a book's Artists field.
 * Staff users are made per worker by the seed's admin (tests/e2e/logins.ts); records are made here over REST.
 */
import { expect, test as base, type APIRequestContext, type Page } from './fixtures'
import { createStaff, logInToAdmin, type Login } from './logins'

// The admin is a desktop tool; the 768 px width is covered below through the viewport.
// allowed-skip: project
base.skip(({ isMobile }) => isMobile, 'desktop only')

const test = base.extend<object, { editor: Login; fulfilment: Login }>({
  editor: [async ({}, provide) => provide(await createStaff('editor')), { scope: 'worker' }],
  fulfilment: [async ({}, provide) => provide(await createStaff('fulfilment')), { scope: 'worker' }],
})

/**
 * REST calls as the worker's admin (the records the staff then open), through the test's own request context:
 * the page's would keep the admin's session cookie and the staff member's login would find the admin logged in.
 */
async function adminToken(request: APIRequestContext, admin: Login): Promise<string> {
  const response = await request.post('/api/users/login', { data: admin })
  expect(response.status()).toBe(200)
  return (await response.json()).token as string
}

async function createDonation(request: APIRequestContext, token: string) {
  const response = await request.post('/api/donations', {
    headers: { Authorization: `JWT ${token}` },
    data: { amount: 50, currency: 'USD', interval: 'monthly', status: 'active', donorName: 'Dana Donor' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).doc.id as number
}

async function createOrder(request: APIRequestContext, token: string) {
  const response = await request.post('/api/orders', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      number: `E2E-${Date.now().toString(36).toUpperCase()}`,
      type: 'library',
      email: 'e2e-library@example.test',
      status: 'processing',
      paymentStatus: 'free',
      dateOrdered: new Date().toISOString(),
      shippingAddress: { fullName: 'Erin Twoe', addressLine1: '1 Test Row', city: 'Hudson', state: 'NY', zipCode: '12534' },
    },
  })
  expect(response.status()).toBe(201)
}

/** The navigation may be closed behind Payload's menu button (narrow screens, or closed by the staff member). */
async function openNavigation(page: Page) {
  await page.waitForLoadState('networkidle')
  // A click before the menu button is hydrated does nothing: click again until the navigation shows.
  await expect(async () => {
    const open = page.locator('button[aria-label="Open Menu"]:visible').first()
    if (await open.isVisible()) await open.click()
    await expect(page.locator('#nav-home-page')).toBeInViewport({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

for (const width of [1440, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('fulfilment cannot change a donation\u2019s money, only the donor\u2019s details', async ({ admin, fulfilment, page, request }) => {
      const id = await createDonation(request, await adminToken(request, admin))
      await logInToAdmin(page, fulfilment)
      await page.goto(`/admin/collections/donations/${id}`)
      await expect(page.locator('#field-donorName')).toBeEditable()
      await expect(page.locator('#field-amount')).toBeDisabled()
      await expect(page.locator('#field-currency')).toBeDisabled()
      await expect(page.locator('#field-status')).toContainText('Active (recurring)')
      await expect(page.locator('#field-interval')).toContainText('Monthly')
      for (const field of ['#field-status', '#field-interval'])
        await expect(page.locator(`${field} .rs__control--is-disabled`), field).toBeVisible()
      // Raw JSON is an admin's tool.
      await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
    })

    test('bulk edit of orders offers the status, not the email or the address', async ({ admin, fulfilment, page, request }) => {
      await createOrder(request, await adminToken(request, admin))
      await logInToAdmin(page, fulfilment)
      await page.goto('/admin/collections/orders')
      await page.locator('.table tbody tr').first().locator('input[type="checkbox"]').check()
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await page.locator('.field-select .rs__control').click()
      // Not the email, address, tracking number or note of one buyer; not what checkout recorded (totals,
      // payment); not the library and state copied on save.
      await expect(page.locator('.field-select .rs__option')).toHaveText(['Status'])
    })

    test('an editor meets no \u2018Seo\u2019 or \u2018Is Cart\u2019', async ({ editor, page }) => {
      await logInToAdmin(page, editor)
      await page.goto('/admin/globals/about-page')
      await expect(page.getByText('Search engine listing', { exact: true }).first()).toBeVisible()
      await expect(page.getByText(/^Seo$/)).toHaveCount(0)
      await page.goto('/admin/globals/menus')
      await expect(page.getByText('This is the cart link').first()).toBeAttached()
      await expect(page.getByText(/Is Cart/)).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
    })

    test('lists say Yes or No and show colours, not true/false or colour codes', async ({ editor, page }) => {
      await logInToAdmin(page, editor)
      await page.goto('/admin/collections/shipping-methods')
      const table = page.locator('.table')
      await expect(table.getByRole('columnheader', { name: /Offered at checkout/ })).toBeVisible()
      await expect(table.getByRole('cell', { name: 'Yes', exact: true }).first()).toBeVisible()
      await expect(table.getByText(/^(true|false)$/)).toHaveCount(0)
      // The site's code names are not the staff's: not a column, not in the help.
      await expect(table.getByRole('columnheader', { name: /Code name/ })).toHaveCount(0)
      await expect(page.getByText(/freeShipping/)).toHaveCount(0)
      await page.goto('/admin/collections/library-types')
      const swatches = page.locator('.table').getByRole('img', { name: /^Colour #[0-9A-F]{6}$/ })
      await expect(swatches.first()).toBeVisible()
      await expect(page.locator('.table').getByText(/#[0-9A-Fa-f]{6}/)).toHaveCount(0)
    })

    test('the Home page entry opens the home page\u2019s texts', async ({ editor, page }) => {
      await logInToAdmin(page, editor)
      // Leave Site texts on another tab: the entry still opens the home texts.
      await page.goto('/admin/globals/site-settings')
      await page.getByRole('button', { name: 'Navigation', exact: true }).click()
      await expect(page.getByText('Home mission text')).toHaveCount(0)
      await page.goto('/admin')
      await openNavigation(page)
      await page.locator('#nav-home-page').click()
      await expect(page).toHaveURL(/\/admin\/globals\/site-settings$/)
      await expect(page.getByText('Home mission text').first()).toBeVisible()
    })

    test('a tag made from a book\u2019s Artists field is an artist, chosen in the field', async ({ editor, page }) => {
      const name = `E2E Artist ${Date.now().toString(36)}`
      await logInToAdmin(page, editor)
      await page.goto('/admin/collections/books/create')
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'New artist' }).click()
      const drawer = page.locator('.doc-drawer').last()
      await expect(drawer.locator('#field-group')).toContainText('Artists')
      await drawer.locator('#field-title').fill(name)
      await drawer.getByRole('button', { name: 'Save' }).click()
      await expect(drawer).toBeHidden()
      await expect(page.locator('#field-artists')).toContainText(name)
      const found = await (
        await page.request.get(`/api/tags?where[title][equals]=${encodeURIComponent(name)}&depth=0`)
      ).json()
      expect(found.docs.map((tag: { group: string }) => tag.group)).toEqual(['artists'])
    })
  })
}
