/**
 * Staff handling an order in the admin: open it from the orders list, mark it shipped with a tracking
 * number (the buyer's email lands in the outbox), open its packing slip and download the list's CSV.
 * The order is made here through REST as the admin, so the test does not depend on seeded orders.
 * Acts as the worker's staff admin (tests/e2e/logins.ts); reads the outbox in E2E_DATA_DIR (as npm test sets).
 */
import fs from 'node:fs'
import path from 'node:path'

import { expectNoAxeViolations } from './axe'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { logInToAdmin } from './logins'

// The admin is a desktop tool; its phone layout is Payload's, not ours.
// allowed-skip: project
test.skip(({ isMobile }) => isMobile, 'desktop only')

/** The status field is a searchable select: type the label and take the match. */
async function chooseStatus(page: Page, label: string) {
  const input = page.locator('#field-status').getByRole('combobox')
  await input.click()
  await input.fill(label)
  await page.getByRole('option', { name: label, exact: true }).click()
}

async function createOrder(request: APIRequestContext) {
  const { docs } = await (await request.get('/api/books?limit=1&depth=0&where[inStock][equals]=true')).json()
  const book = docs[0]
  const number = `E2E-${Date.now().toString(36).toUpperCase()}`
  const response = await request.post('/api/orders', {
    data: {
      number,
      type: 'library',
      email: 'e2e-library@example.test',
      status: 'processing',
      paymentStatus: 'free',
      dateOrdered: new Date().toISOString(),
      totalQty: 2,
      shippingAddress: {
        fullName: 'Erin Twoe',
        addressLine1: '1 Test Row',
        city: 'Hudson',
        state: 'NY',
        zipCode: '12534',
      },
      lineItems: [{ book: book.id, title: book.title, sku: book.variants[0].sku, qty: 2 }],
    },
  })
  expect(response.status()).toBe(201)
  const { doc } = await response.json()
  return { number, id: doc.id as number, shortNumber: doc.shortNumber as string, title: book.title as string }
}

test('staff ship an order, print its slip and export the CSV', async ({ admin, page }) => {
  test.setTimeout(300_000)
  await logInToAdmin(page, admin)
  await expect(page.getByRole('heading', { name: /^Orders in / })).toBeVisible()

  const order = await createOrder(page.request)

  await page.goto('/admin/collections/orders')
  // The list writes its paging into the URL once loaded; a click made before that can be undone by it.
  await expect(page).toHaveURL(/limit=25/, { timeout: 30_000 })
  await expect(page.getByRole('columnheader', { name: /Library/ })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Books/ })).toBeVisible()
  await expectNoAxeViolations(page, { include: '.orders-list-actions' })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  const csv = fs.readFileSync(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toContain('Order number,Order reference,Type,Status')
  expect(csv).toContain(`${order.shortNumber},${order.number},Library Program,processing`)
  expect(csv).toContain(order.title.includes(',') ? `"${order.title}"` : order.title)

  await page.getByRole('link', { name: order.shortNumber, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/orders/${order.id}`), { timeout: 90_000 })
  await page.waitForLoadState('networkidle')

  const slipHref = await page.getByRole('link', { name: 'Packing slip' }).getAttribute('href')
  const slip = await page.context().newPage()
  await slip.goto(slipHref!)
  await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible()
  await expect(slip.getByText(`Order ${order.shortNumber}`, { exact: true })).toBeVisible()
  await expect(slip.getByRole('cell', { name: order.title })).toBeVisible()
  await slip.close()

  const tracking = `1Z${Date.now()}`
  await page.locator('#field-trackingNumber').fill(tracking)
  await chooseStatus(page, 'Shipped')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 60_000 })

  // The email is sent once the save has committed; the admin's Email outbox shows it.
  await expect(async () => {
    const outbox = await page.request.get(
      `/api/email-outbox?where[text][contains]=${encodeURIComponent(order.number)}&where[subject][contains]=shipped&depth=0`,
    )
    const { docs } = await outbox.json()
    expect(docs).toHaveLength(1)
    expect(docs[0].text).toContain(`Tracking number: ${tracking}`)
  }).toPass({ timeout: 30_000 })

  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir) {
    const dir = path.join(dataDir, 'outbox')
    const files = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    expect(files.filter((file) => file.includes(`order ${order.shortNumber} has shipped`))).toHaveLength(1)
  }
})

test('a status change the rule forbids is refused with a reason', async ({ admin, page }) => {
  test.setTimeout(180_000)
  await logInToAdmin(page, admin)
  const order = await createOrder(page.request)
  await page.goto(`/admin/collections/orders/${order.id}`)
  await page.waitForLoadState('networkidle')
  await chooseStatus(page, 'Pending')
  // The admin re-validates the form on every change; a save racing that request loses its field errors
  // when the older form state lands after it, so save once the form has settled, as a person would.
  await page.waitForLoadState('networkidle')
  const refusal = page.getByText(/cannot change from Processing to Pending/).first()
  const save = page.getByRole('button', { name: 'Save' })
  await expect(async () => {
    if (!(await refusal.isVisible())) {
      // A refused save whose message a late re-validation wiped leaves Save disabled until the form changes
      // again: choose the status anew, as a person would.
      if (await save.isDisabled()) {
        await chooseStatus(page, 'Processing')
        await chooseStatus(page, 'Pending')
      }
      await save.click({ timeout: 5_000 })
    }
    await expect(refusal).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  const stored = await (await page.request.get(`/api/orders/${order.id}?depth=0`)).json()
  expect(stored.status).toBe('processing')
})
