/**
 * Orders read like orders, and the everyday questions are one click away (issue 37 items 1 and 2), as staff at
 * their desks (1440 and 768 px) use them: fulfilment opens an order by its short number, reads the summary
 * (full address, shipping method by name, totals), marks it shipped with a tracking number from the top of the
 * page, and sees the timeline gain the shipment and the email the buyer was sent; the saved views on the home
 * page open the right records. Records are made here over REST as the worker's admin (tests/e2e/logins.ts).
 */
import { expect, test as base, type APIRequestContext } from './fixtures'
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
    })
  })
}
