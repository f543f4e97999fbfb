/**
 * The press shop as a guest buys from it (issue 13), in local test mode (no STRIPE_SECRET_KEY on the server):
 * add two books from their pages, 'Cart (n)' in the menu, change a quantity and remove a line, check out with
 * a US address (shipping and tax appear, the total follows; another country brings its own states), pay on
 * the test checkout, the order page (also reached before the payment was confirmed: 'Confirming your
 * payment…' turns into the order by itself) and the confirmation email in the outbox; then the cancel path,
 * which keeps the cart and gives the reserved copies back. axe on /cart, /cart/checkout and the order page.
 *
 * Every test has its own browser context (a new guest cart). The desktop and mobile projects may run at the
 * same time, so each buys its own books, chosen with plenty of stock, and the spec can run again on the same
 * database. The outbox is read from E2E_DATA_DIR/outbox (src/lib/email/outbox.ts), as npm test sets it.
 */
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures'
import { outboxMessages } from './outboxFiles'
import { expectNoAxeViolations } from './axe'

type Variant = { sku: string; price?: number | null; stock?: number | null }
type ShopBook = { id: number; title: string; slug: string; sku: string; price: number }

/** Copies a book must have for this spec: a run takes at most 3, and it may run many times on one database. */
const AMPLE_STOCK = 25
const BOOKS_PER_PROJECT = 3

const outbox = () => path.join(process.env.E2E_DATA_DIR || 'data', 'outbox')
const uniqueEmail = () => `e2e-press-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`

/** "$1,234.56" → 123456 */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100)
const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100)

/** The variant 'Add to cart' adds: the first with stock (src/lib/commerce/cart/orderableBook.ts). */
const orderedVariant = (variants: Variant[]) => variants.find((variant) => (variant.stock ?? 0) > 0)

/** Press books with plenty of stock, a different set for each project so parallel runs never share one. */
async function booksFor(request: APIRequestContext, testInfo: TestInfo): Promise<ShopBook[]> {
  const response = await request.get(
    '/api/books?where[productTypeHandle][equals]=press&where[inStock][equals]=true&sort=slug&limit=100&depth=0',
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as {
    docs: { id: number; title: string; slug: string; variants: Variant[] }[]
  }
  const ample = docs.flatMap((doc) => {
    const variant = orderedVariant(doc.variants ?? [])
    return variant && (variant.stock ?? 0) >= AMPLE_STOCK && typeof variant.price === 'number'
      ? [{ id: doc.id, title: doc.title, slug: doc.slug, sku: variant.sku, price: variant.price }]
      : []
  })
  const projects = testInfo.config.projects.map((project) => project.name)
  const offset = Math.max(0, projects.indexOf(testInfo.project.name)) * BOOKS_PER_PROJECT
  const mine = ample.slice(offset, offset + BOOKS_PER_PROJECT)
  expect(mine, `the seed has ${BOOKS_PER_PROJECT} press books with ${AMPLE_STOCK}+ copies per project`).toHaveLength(
    BOOKS_PER_PROJECT,
  )
  return mine
}

async function stockOf(request: APIRequestContext, book: ShopBook): Promise<number> {
  const doc = (await (await request.get(`/api/books/${book.id}?depth=0`)).json()) as { variants: Variant[] }
  return doc.variants.find((variant) => variant.sku === book.sku)?.stock ?? 0
}

/** Adds one copy from the book's page; `countAfter` is what the header's cart then shows. */
async function addFromBookPage(page: Page, book: ShopBook, countAfter: number) {
  await page.goto(`/press/${book.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
  // The price beside the button is the price of the copy it adds (the editions table lists every one).
  const exactly = new RegExp(`^${money(book.price).replace(/[$.]/g, '\\$&')}$`)
  await expect(page.getByRole('paragraph').filter({ hasText: exactly })).toBeVisible()
  // Availability is said once for the book, then once per edition where there are several to compare; the
  // purchase box says how many copies, not 'In stock' again (issue 34).
  const editions = await page.getByRole('table', { name: 'Editions and prices' }).locator('tbody tr').count()
  expect(editions === 0 || editions > 1, 'no one-row editions table').toBe(true)
  await expect(page.getByText('In stock', { exact: true })).toHaveCount(1 + editions)
  await expect(page.getByText(/^\d+ available$/)).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const confirmation = page.getByRole('status').filter({ hasText: `Added “${book.title}” to your cart.` })
  await expect(confirmation).toBeVisible({ timeout: 30_000 })
  // The confirmation is read at body size at least, and the header's cart (on this page too) counts the copy.
  expect(await confirmation.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(16)
  await expect(page.getByTestId('cart-indicator')).toHaveAccessibleName(`Cart (${countAfter})`)
}

async function openMenu(page: Page) {
  await page.getByTestId('menu-toggle').click()
  const menu = page.getByRole('dialog', { name: 'Site menu' })
  await expect(menu).toBeVisible()
  return menu
}

/** Fills the checkout's email and a New York address; returns once shipping and tax are shown. */
async function fillUsAddress(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name', { exact: true }).fill('Ada Buyer')
  await page.getByLabel('Street address').fill('1 Main Street')
  // The browser stops at the server's limits instead of the server refusing the address afterwards.
  await expect(page.getByLabel('Street address')).toHaveAttribute('maxlength', '200')
  await expect(page.getByLabel('ZIP or postal code')).toHaveAttribute('maxlength', '20')
  await page.getByLabel('City').fill('New York')
  await expect(page.getByLabel('Country')).toHaveValue('US')
  await page.getByLabel('State', { exact: true }).selectOption('NY')
  await page.getByLabel('ZIP or postal code').fill('10001')
  await expect(page.getByTestId('checkout-shipping')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/Tax \(estimate, New York sales tax\)/)).toBeVisible({ timeout: 30_000 })
}

/** The checkout's figures once they add up (the estimate has landed): items, shipping, tax and total. */
async function checkoutFigures(page: Page) {
  const read = async () => ({
    items: cents(await page.getByTestId('checkout-items').textContent()),
    shipping: cents(await page.getByTestId('checkout-shipping').textContent()),
    tax: cents(await page.getByTestId('checkout-tax').textContent()),
    total: cents(await page.getByTestId('checkout-total').textContent()),
  })
  await expect
    .poll(async () => {
      const figures = await read()
      return figures.items + figures.shipping + figures.tax === figures.total && figures.tax > 0
    })
    .toBe(true)
  return read()
}

/** The newest outbox message to `to` whose subject contains `text`. */
async function emailTo(to: string, text: string): Promise<{ subject: string; text: string; html: string }> {
  let found: { subject: string; text: string; html: string } | undefined
  await expect
    .poll(
      () => {
        found = outboxMessages(outbox()).find((message) => message.to.includes(to) && (message.subject.includes(text) || message.text.includes(text)))
        return found
      },
      { timeout: 30_000, message: `an email to ${to} about ${text} in ${outbox()}` },
    )
    .toBeTruthy()
  return found!
}

const detail = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')

test('a guest buys press books in test mode and finds the order page and the confirmation email', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const [first, second] = await booksFor(page.request, testInfo)
  const stockBefore = await stockOf(page.request, first)
  const email = uniqueEmail()

  await addFromBookPage(page, first, 1)
  await addFromBookPage(page, second, 2)

  // Book pages use the single layout (no menu): the menu is on the catalogue.
  await page.goto('/press')
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: 'Cart (2)' }).click()
  await expect(page).toHaveURL(/\/cart$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
  await expect(page.getByRole('link', { name: first.title })).toBeVisible()
  await expect(page.getByRole('link', { name: second.title })).toBeVisible()
  await expect(page.getByTestId('cart-item-total')).toHaveText(money(first.price + second.price))
  await expectNoAxeViolations(page)

  // Three copies of the first, and the second removed.
  await page.getByLabel(`Quantity of ${first.title}`).fill('3')
  await expect(page.getByTestId('cart-item-total')).toHaveText(money(3 * first.price + second.price), {
    timeout: 30_000,
  })
  await page.getByRole('button', { name: `Remove ${second.title}` }).click()
  await expect(page.getByRole('link', { name: second.title })).toBeHidden({ timeout: 30_000 })
  await expect(page.getByText('Items (3):')).toBeVisible()
  await expect(page.getByTestId('cart-item-total')).toHaveText(money(3 * first.price))

  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/cart\/checkout$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByTestId('checkout-items')).toHaveText(money(3 * first.price), { timeout: 30_000 })
  // Before the address: the total is the books alone, with no shipping or tax yet.
  await expect(page.getByText('Enter your country and ZIP or postal code to see shipping and tax.')).toBeVisible()
  await expect(page.getByTestId('checkout-total')).toHaveText(money(3 * first.price))

  await fillUsAddress(page, email)
  const figures = await checkoutFigures(page)
  // SPEC §4's rule switches a chosen free method back to a paid one, so none is offered beside them.
  const methods = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio')
  await expect(methods.first()).toBeChecked()
  await expect(methods).not.toHaveCount(0)
  await expect(page.getByRole('radio', { name: /^Free shipping/ })).toHaveCount(0)
  expect(figures.items).toBe(3 * first.price)
  // The summary charges the checked method's price: nothing once the order reaches its free-above amount.
  const checked = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio', { checked: true })
  const checkedLabel = await checked.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
  expect(figures.shipping > 0, checkedLabel).toBe(!/— Free\s*$/.test(checkedLabel))
  expect(figures.total).toBeGreaterThan(figures.items)
  await expectNoAxeViolations(page)

  // Another country brings its own states (and the US ones go), then back to New York.
  const state = page.getByLabel('State', { exact: true })
  await page.getByLabel('Country').selectOption('CA')
  await expect(state.locator('option', { hasText: 'Ontario' })).toHaveCount(1)
  await expect(state.locator('option', { hasText: 'New York' })).toHaveCount(0)
  await page.getByLabel('Country').selectOption('US')
  await expect(state.locator('option', { hasText: 'New York' })).toHaveCount(1)
  await expect(state.locator('option', { hasText: 'Ontario' })).toHaveCount(0)
  await state.selectOption('NY')
  await expect(page.getByText(/Tax \(estimate, New York sales tax\)/)).toBeVisible({ timeout: 30_000 })
  expect(await checkoutFigures(page)).toEqual(figures)

  await page.getByRole('button', { name: `Pay ${money(figures.total)}` }).click()
  await page.waitForURL(/\/donation\/test-checkout\?token=/, { timeout: 60_000 })
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1, name: /^Order [a-z0-9]{16}$/ })
  await expect(heading).toBeVisible()
  const number = (await heading.textContent())!.replace('Order ', '')
  await expect(page.getByText(`${first.title} × 3`)).toBeVisible()
  await expect(page.getByTestId('test-checkout-amount')).toHaveText(money(figures.total))
  await expect(page.getByTestId('test-checkout-interval')).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveValue(email)

  // Sent back by Stripe before its webhook: this browser is told the payment is being confirmed, and the
  // page turns into the order once it exists. Another browser gets the 404 page.
  const early = await context.newPage()
  await early.goto(`/cart/order/${number}?session_id=cs_test_local_pending`)
  await expect(early.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible()
  const stranger = await browser.newPage()
  expect((await stranger.goto(`/cart/order/${number}?session_id=cs_test_local_pending`))?.status()).toBe(404)
  await stranger.close()

  await page.getByRole('button', { name: 'Complete test payment' }).click()
  await page.waitForURL(new RegExp(`/cart/order/${number}\\?session_id=cs_test_local_`), { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
  await expect(page.getByText('Thank you for your order.')).toBeVisible()
  await expect(
    page.getByText(`3 × ${first.title} — ${money(first.price)} each, ${money(3 * first.price)}`),
  ).toBeVisible()
  await expect(page.getByText(second.title)).toHaveCount(0)
  for (const line of ['Ada Buyer', '1 Main Street', 'New York, NY, 10001', 'United States'])
    await expect(detail(page, 'Ship to')).toContainText(line)
  await expect(detail(page, 'Shipping')).toHaveText(money(figures.shipping))
  await expect(detail(page, 'Tax')).toHaveText(money(figures.tax))
  await expect(page.getByTestId('order-total')).toHaveText(money(figures.total))
  await expect(page.getByTestId('order-payment-status')).toHaveText('Paid')
  await expectNoAxeViolations(page)

  await expect(early.getByText('Thank you for your order.')).toBeVisible({ timeout: 30_000 })
  await expect(early.getByText('Confirming your payment…')).toHaveCount(0)
  await early.close()

  // The copies were taken once; the cart is empty again.
  expect(await stockOf(page.request, first)).toBe(stockBefore - 3)
  const after = await openMenu(page)
  await expect(after.getByRole('link', { name: 'Cart', exact: true })).toBeVisible()

  const message = await emailTo(email, number)
  expect(message.subject).toMatch(/^Your A\.R\.T\. Press order #\d+$/)
  expect(message.text).toContain(`Order reference: ${number}`)
  expect(message.text).toContain(`3 × ${first.title}`)
  expect(message.text).toContain(`Total paid: $${(figures.total / 100).toFixed(2)}`)

  // The email's link opens the order in any browser: it carries the order's email with its number.
  const link = /href="([^"]*\/cart\/order\/[^"]+)"/.exec(message.html)![1].replace(/&amp;/g, '&')
  const elsewhere = await browser.newPage()
  await elsewhere.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(elsewhere.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
  await expect(elsewhere.getByTestId('order-total')).toHaveText(money(figures.total))

  // /cart/order without a number: 'Find your order' takes the number as printed (capitals, a dash) and its email.
  // A plain GET form: it works whether or not the page's script has run.
  await elsewhere.goto('/cart/order')
  await elsewhere.getByLabel('Order reference').fill(number)
  await elsewhere.getByLabel('Email').fill('someone-else@example.org')
  await elsewhere.getByRole('button', { name: 'Find your order' }).click()
  await expect(elsewhere.getByRole('heading', { name: 'Page not found.' })).toBeVisible()
  await elsewhere.goto('/cart/order')
  await elsewhere.getByLabel('Order reference').fill(`${number.slice(0, 8).toUpperCase()}-${number.slice(8)}`)
  await elsewhere.getByLabel('Email').fill(email)
  await elsewhere.getByRole('button', { name: 'Find your order' }).click()
  await expect(elsewhere.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
  await elsewhere.close()
})

test('cancelling on the test checkout keeps the cart and gives the copies back', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000)
  const book = (await booksFor(page.request, testInfo))[2]
  const stockBefore = await stockOf(page.request, book)
  await addFromBookPage(page, book, 1)

  await page.goto('/cart/checkout')
  await fillUsAddress(page, uniqueEmail())
  const { total } = await checkoutFigures(page)
  await page.getByRole('button', { name: `Pay ${money(total)}` }).click()
  await page.waitForURL(/\/donation\/test-checkout\?token=/, { timeout: 60_000 })
  // The copy is held for this buyer while the payment page is open.
  expect(await stockOf(page.request, book)).toBe(stockBefore - 1)

  // An order page that waits for a confirmation that never comes stops asking after a minute and says what next.
  const number = (await page.getByRole('heading', { level: 1, name: /^Order / }).textContent())!.replace('Order ', '')
  const waiting = await context.newPage()
  await waiting.clock.install()
  await waiting.goto(`/cart/order/${number}?session_id=cs_test_local_pending`)
  const status = waiting.getByRole('status').filter({ hasText: /payment/ })
  await expect(status).toHaveText('Confirming your payment… This page updates by itself.')
  // The minute counts from when the page's script started asking: moved on until it has started and given up.
  await expect(async () => {
    await waiting.clock.fastForward('01:01')
    await expect(status).toContainText(
      'Your payment is taking longer than usual to confirm. There is no need to pay again.',
      { timeout: 1_000 },
    )
  }).toPass({ timeout: 30_000 })
  await expect(status).toContainText('We will email your confirmation, with a link to this order')
  await waiting.close()

  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.waitForURL(/\/cart\/cancel$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was cancelled' })).toBeVisible()
  await expect(page.getByText('No payment was taken.')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await stockOf(page.request, book)).toBe(stockBefore)

  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/cart$/, { timeout: 60_000 })
  await expect(page.getByRole('link', { name: book.title })).toBeVisible()
  await expect(page.getByTestId('cart-item-total')).toHaveText(money(book.price))
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByLabel('ZIP or postal code')).toHaveValue('10001')
  await expect(page.getByTestId('checkout-total')).toHaveText(money(total), { timeout: 30_000 })
})
