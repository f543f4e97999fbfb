/**
 * Orders read like orders, and the everyday questions are one click away (issue 37 items 1 and 2), as staff at
 * their desks (1440 and 768 px) use them: fulfilment opens an order by its short number, reads the summary
 * (full address, shipping method by name, totals), marks it shipped with a tracking number from the top of the
 * page, and sees the timeline gain the shipment and the email the buyer was sent; the saved views on the home
 * page open the right records; a staff member saves a view of their own, finds it above the list and on the
 * home (no one else does), comes back to it from the plain list, and removes it. Records are made here over
 * REST as the worker's admin (tests/e2e/logins.ts).
 */
import { expect, test as base, type APIRequestContext } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { createStaff, logInToAdmin, type Login } from './logins'

// The admin is a desktop tool; the 768 px width is covered below through the viewport.
// allowed-skip: project
base.skip(({ isMobile }) => isMobile, 'desktop only')

const test = base.extend<object, { fulfilment: Login }>({
  fulfilment: [async ({}, provide) => provide(await createStaff('fulfilment')), { scope: 'worker' }],
})

/** REST as the worker's admin, through the test's own request context (not the page's, which logs in as fulfilment). */
async function adminToken(request: APIRequestContext, admin: Login): Promise<string> {
  const response = await request.post('/api/users/login', { data: admin })
  expect(response.status()).toBe(200)
  return (await response.json()).token as string
}

type MadeOrder = { id: number; number: string; shortNumber: string }

async function createOrder(
  request: APIRequestContext,
  token: string,
  over: Record<string, unknown> = {},
): Promise<MadeOrder> {
  const number = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.slice(0, 16)
  const response = await request.post('/api/orders', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      number,
      type: 'library',
      email: 'e2e-library@example.test',
      status: 'processing',
      paymentStatus: 'free',
      dateOrdered: new Date().toISOString(),
      totalQty: 2,
      lineItems: [{ title: 'Ways of Seeing', sku: 'E2E-WOS', qty: 2, unitPrice: 0, subtotal: 0 }],
      shippingAddress: {
        fullName: 'Erin Twoe',
        addressLine1: '1 Test Row',
        city: 'Hudson',
        state: 'NY',
        zipCode: '12534',
      },
      ...over,
    },
  })
  expect(response.status()).toBe(201)
  const { doc } = await response.json()
  return { id: doc.id, number, shortNumber: doc.shortNumber }
}

for (const width of [1440, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('fulfilment reads an order, marks it shipped with tracking, and sees it on the timeline', async ({
      admin,
      fulfilment,
      page,
      request,
    }) => {
      test.setTimeout(180_000)
      const order = await createOrder(request, await adminToken(request, admin))
      expect(order.shortNumber).toBe(`#${1000 + order.id}`)
      await logInToAdmin(page, fulfilment)
      await page.goto(`/admin/collections/orders?search=${encodeURIComponent(order.shortNumber.slice(1))}`)
      await page.getByRole('link', { name: order.shortNumber, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/orders/${order.id}`), { timeout: 60_000 })

      const summary = page.getByRole('region', { name: 'Order summary' })
      await expect(summary.getByRole('heading', { name: `Order ${order.shortNumber}` })).toBeVisible()
      await expect(summary.getByText('Hudson, NY 12534')).toBeVisible()
      await expect(summary.getByText('To pack = Pending or Processing')).toBeVisible()
      await expect(summary.getByRole('cell', { name: 'Ways of Seeing' })).toBeVisible()
      // The address's fields below the summary, where staff correct it when a buyer asks: city, state and ZIP too.
      await expect(page.locator('#field-shippingAddress__city')).toHaveValue('Hudson')
      await expect(page.locator('#field-shippingAddress__state')).toHaveValue('NY')
      await expect(page.locator('#field-shippingAddress__zipCode')).toHaveValue('12534')
      // Not for staff: the checkout key and Stripe references (admins only, in Technical details).
      await expect(page.getByText('Checkout key')).toHaveCount(0)

      // The step and its button are at the top, without scrolling, at either width.
      await expect(page.getByTestId('order-step')).toHaveText('To pack')
      const markShipped = summary.getByRole('button', { name: 'Mark shipped' })
      await expect(markShipped).toBeInViewport()

      const tracking = `1Z${Date.now()}`
      await page.waitForLoadState('networkidle')
      await markShipped.click()
      const dialog = page.getByRole('dialog', { name: `Mark order ${order.shortNumber} shipped` })
      await dialog.getByLabel('Tracking number').fill(tracking)
      await dialog.getByRole('button', { name: 'Mark shipped' }).click()

      await expect(page.getByTestId('order-step')).toHaveText('Shipped', { timeout: 60_000 })
      const timeline = page.getByTestId('order-timeline')
      await expect(timeline.getByText('Shipped', { exact: true })).toBeVisible()
      await expect(timeline.getByText(`Tracking number ${tracking}`)).toBeVisible()
      // The shipped email is sent once the save has committed: the timeline shows it after a reload.
      await expect(async () => {
        await page.reload()
        await expect(
          page
            .getByTestId('order-timeline')
            .getByText(`Email sent: Your A.R.T. order ${order.shortNumber} has shipped`),
        ).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await expect(
        page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Mark shipped' }),
      ).toHaveCount(0)

      const outbox = await page.request.get(
        `/api/email-outbox?where[text][contains]=${encodeURIComponent(order.number)}&where[subject][contains]=shipped&depth=0`,
      )
      const { docs } = await outbox.json()
      expect(docs).toHaveLength(1)
      expect(docs[0].text).toContain(`Tracking number: ${tracking}`)
      await page.screenshot({ path: test.info().outputPath(`order-${width}.png`), fullPage: false })
    })

    test('the saved views on the home page open the right orders', async ({ admin, fulfilment, page, request }) => {
      test.setTimeout(180_000)
      const token = await adminToken(request, admin)
      const waiting = await createOrder(request, token, { status: 'pending' })
      const shipped = await createOrder(request, token, { status: 'shipped' })
      const pressPaid = await createOrder(request, token, {
        type: 'press',
        paymentStatus: 'paid',
        status: 'processing',
      })
      await logInToAdmin(page, fulfilment)

      const views = page.getByRole('navigation', { name: 'Saved views' })
      await views.getByRole('link', { name: /^Library orders to ship/ }).click()
      await expect(page).toHaveURL(/where/, { timeout: 60_000 })
      const row = (made: MadeOrder) => page.getByRole('link', { name: made.shortNumber, exact: true })
      await expect(row(waiting)).toBeVisible()
      // The list says the step, as the order page does, with the status behind it.
      await expect(page.getByRole('row').filter({ has: row(waiting) })).toContainText('To pack · Pending')
      await expect(row(shipped)).toHaveCount(0)
      await expect(row(pressPaid)).toHaveCount(0)

      await page
        .getByRole('navigation', { name: 'Saved views' })
        .getByRole('link', { name: /^Press orders paid, not shipped/ })
        .click()
      await expect(row(pressPaid)).toBeVisible({ timeout: 60_000 })
      await expect(row(waiting)).toHaveCount(0)
      await page.screenshot({ path: test.info().outputPath(`saved-views-${width}.png`), fullPage: false })

      // Back to the plain list (the navigation's Orders): the view used last is one click away, not opened by itself.
      await page.goto('/admin/collections/orders')
      const lastUsed = page.getByText('Last used:').getByRole('link', { name: 'Press orders paid, not shipped' })
      await expect(lastUsed).toBeVisible({ timeout: 60_000 })
      await expect(page).not.toHaveURL(/where/)
      await lastUsed.click()
      await expect(row(pressPaid)).toBeVisible({ timeout: 60_000 })
      await expect(row(waiting)).toHaveCount(0)
    })

    test('a staff member saves a view of their own; only they see it, and they can remove it', async ({
      admin,
      browser,
      page,
      request,
    }, testInfo) => {
      test.setTimeout(240_000)
      const token = await adminToken(request, admin)
      const email = `e2e-view-${width}-${Date.now().toString(36)}@example.test`
      const first = await createOrder(request, token, { email })
      const second = await createOrder(request, token, { email, status: 'pending' })
      const other = await createOrder(request, token)
      const row = (made: MadeOrder) => page.getByRole('link', { name: made.shortNumber, exact: true })
      const saver = await createStaff('fulfilment')
      const colleague = await createStaff('fulfilment')
      await logInToAdmin(page, saver)

      // The list filtered to one library's email, as Payload's filters leave it in the address.
      await page.goto(`/admin/collections/orders?where[or][0][and][0][email][equals]=${encodeURIComponent(email)}`)
      await expect(row(first)).toBeVisible({ timeout: 60_000 })
      await expect(row(other)).toHaveCount(0)
      await page.getByRole('button', { name: 'Save this view' }).click()
      await page.getByLabel('Name of this view').fill('My view')
      await page.getByRole('button', { name: 'Save view' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved “My view”.' })).toBeVisible({ timeout: 30_000 })
      const views = page.getByRole('navigation', { name: 'Saved views' })
      await expect(views.getByRole('link', { name: 'My view (2)' })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`own-view-list-${width}.png`), fullPage: false })

      // A second view of the same name on this list is refused, in words.
      await page.getByRole('button', { name: 'Save this view' }).click()
      await page.getByLabel('Name of this view').fill('my view')
      await page.getByRole('button', { name: 'Save view' }).click()
      await expect(page.getByText('You already have a view called “my view” on this list.')).toBeVisible()
      await expectNoAxeViolations(page, { include: '.saved-views' })
      await page.getByRole('button', { name: 'Cancel' }).click()

      // On the home, beside the built-in views, with its count and its list; it opens the right orders.
      await page.goto('/admin')
      const homeViews = page.getByRole('navigation', { name: 'Saved views' })
      await expect(homeViews.getByRole('link', { name: /^Library orders to ship/ })).toBeVisible({ timeout: 60_000 })
      const mine = homeViews.getByRole('listitem').filter({ hasText: 'My view' })
      await expect(mine).toContainText('My view (2)')
      await expect(mine).toContainText('in Orders')
      await page.screenshot({ path: testInfo.outputPath(`own-view-home-${width}.png`), fullPage: false })
      await mine.getByRole('link', { name: 'My view (2)' }).click()
      await expect(page).toHaveURL(/where/, { timeout: 60_000 })
      await expect(row(first)).toBeVisible({ timeout: 60_000 })
      await expect(row(second)).toBeVisible()
      await expect(row(other)).toHaveCount(0)

      // Back to the plain list (as the navigation's Orders opens it): the view used last is one click away.
      await page.goto('/admin/collections/orders')
      await expect(page).not.toHaveURL(/where/)
      const lastUsed = page.getByText('Last used:').getByRole('link', { name: 'My view' })
      await expect(lastUsed).toBeVisible({ timeout: 60_000 })
      await page.screenshot({ path: testInfo.outputPath(`own-view-last-used-${width}.png`), fullPage: false })
      await expectNoAxeViolations(page, { include: '.saved-views' })
      await lastUsed.click()
      await expect(row(first)).toBeVisible({ timeout: 60_000 })
      await expect(row(other)).toHaveCount(0)

      // Another staff member sees the built-in views and not this one, on the home or above the list.
      const elsewhere = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width, height: 900 },
      })
      const colleaguePage = await elsewhere.newPage()
      await logInToAdmin(colleaguePage, colleague)
      const theirViews = colleaguePage.getByRole('navigation', { name: 'Saved views' })
      await expect(theirViews.getByRole('link', { name: /^Library orders to ship/ })).toBeVisible({ timeout: 60_000 })
      await expect(theirViews.getByText('My view')).toHaveCount(0)
      await colleaguePage.goto('/admin/collections/orders')
      await expect(
        colleaguePage.getByRole('navigation', { name: 'Saved views' }).getByRole('link').first(),
      ).toBeVisible({
        timeout: 60_000,
      })
      await expect(colleaguePage.getByText('My view')).toHaveCount(0)
      await expect(colleaguePage.getByText('Last used:')).toHaveCount(0)
      await elsewhere.close()

      // Its owner removes it: gone from above the list and from the home.
      await page
        .getByRole('navigation', { name: 'Saved views' })
        .getByRole('button', { name: 'Remove view “My view”' })
        .click()
      await expect(page.getByRole('navigation', { name: 'Saved views' }).getByText('My view')).toHaveCount(0, {
        timeout: 30_000,
      })
      await page.goto('/admin')
      await expect(page.getByRole('navigation', { name: 'Saved views' }).getByRole('link').first()).toBeVisible({
        timeout: 60_000,
      })
      await expect(page.getByRole('navigation', { name: 'Saved views' }).getByText('My view')).toHaveCount(0)
    })
  })
}
