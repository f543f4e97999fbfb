/**
 * The Library Program order as a librarian places it (issue 12): log in, add from a catalogue card and a
 * book page, see 'View/Submit Order (n)', go over the library type's limit and see the statement with Submit
 * disabled, come back under it, submit, see the order page and the order in My Account; axe on /cart and the
 * order page. Acts as the worker's verified library account (tests/e2e/logins.ts). The account's cart is
 * forgotten first, so the spec can run again on the same server.
 */
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations } from './axe'

// The second test reads the order the first placed, as the same worker's account.
test.describe.configure({ mode: 'serial' })

async function openMenu(page: Page) {
  await page.getByTestId('menu-toggle').click()
  const menu = page.getByRole('dialog', { name: 'Site menu' })
  await expect(menu).toBeVisible()
  return menu
}

test('a library orders books within its limit and finds the order in My Account', async ({ page, library }) => {
  test.setTimeout(120_000)
  const { email, password } = library
  expect((await page.request.post('/api/accounts/login', { data: { email, password } })).ok()).toBe(true)
  await page.request.post('/api/cart/forget')

  // From a catalogue card (in-stock books only).
  await page.goto('/library-program?stock=in')
  // Chrome names the button "Add to order : {title}": it spaces around the visually hidden title.
  const cardButtons = page.getByRole('button', { name: /^Add to order ?: .+$/ })
  await cardButtons.first().click()
  await expect(page.getByRole('status').filter({ hasText: /Added “.+” to your order/ })).toBeVisible({ timeout: 30_000 })
  // The header's cart counts it at once, on the catalogue page itself (back at the top: on a phone the bar
  // slides away while the visitor scrolls down to a card).
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByTestId('cart-indicator')).toHaveAccessibleName('Cart (1)')

  // From a book page, with a quantity.
  const secondCard = page.locator('article').filter({ has: page.getByRole('button', { name: /^Add to order ?: .+$/ }) }).nth(1)
  await secondCard.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByLabel('Copies').fill('2')
  await page.getByRole('button', { name: 'Add to order' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Added “.+” to your order|copies of/ })).toBeVisible({ timeout: 30_000 })

  // Book pages use the single layout (a close button, no menu): the menu is on the catalogue.
  await page.goto('/library-program')
  const menu = await openMenu(page)
  await expect(menu.getByRole('link', { name: 'View/Submit Order (3)' })).toBeVisible()
  await menu.getByRole('link', { name: 'View/Submit Order (3)' }).click()

  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Library Program order' })).toBeVisible()
  const { cart } = await (await page.request.post('/api/cart/get-cart')).json()
  const limit: number = cart.limit.limit
  await expect(page.getByText(cart.limit.statement)).toBeVisible()
  await expectNoAxeViolations(page)

  // Over the limit: the statement, the excess line marked, Submit disabled. Every line asks for more than the
  // limit: a line is lowered to its book's stock, which alone may be under the limit.
  const quantities = page.getByLabel('Copies')
  const lines = await quantities.count()
  for (let line = 0; line < lines; line++) {
    await quantities.nth(line).fill(String(limit + 1))
    const saved = page.waitForResponse((response) => response.url().includes('/api/cart/'))
    await quantities.nth(line).press('Enter')
    await saved
  }
  const exceeded = page.getByRole('alert').filter({ hasText: cart.limit.exceededStatement })
  await expect(exceeded).toBeVisible()
  await expect(page.getByText('Over your library’s limit').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeDisabled()

  // Back under the limit, then submit.
  for (let line = 0; line < lines; line++) {
    if ((await quantities.nth(line).inputValue()) === '1') continue
    await quantities.nth(line).fill('1')
    const saved = page.waitForResponse((response) => response.url().includes('/api/cart/'))
    await quantities.nth(line).press('Enter')
    await saved
  }
  await expect(exceeded).toBeHidden()
  await page.getByLabel('Note (optional)').fill('For the teen reading room')
  await page.getByRole('button', { name: 'Submit order' }).click()

  await expect(page).toHaveURL(/\/cart\/order\/[a-z0-9]{16}$/, { timeout: 90_000 })
  const number = page.url().split('/').pop()!
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
  await expect(page.getByText('For the teen reading room')).toBeVisible()
  await expectNoAxeViolations(page)

  const after = await openMenu(page)
  await expect(after.getByRole('link', { name: 'View/Submit Order', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  const { orders } = await (await page.request.get(`/api/cart/orders?email=${encodeURIComponent(email)}`)).json()
  expect(orders[0].number).toBe(number)
  // The account's list names the order by its short number, as the order page's heading does.
  expect(orders[0].shortNumber).toMatch(/^#\d+$/)
  await page.goto('/library-program/account')
  await expect(page.getByRole('link', { name: `Order ${orders[0].shortNumber}` })).toHaveAttribute('href', `/cart/order/${number}`)
})

test('nobody else sees the order page', async ({ browser, library }) => {
  const owner = await browser.newContext()
  expect((await owner.request.post('/api/accounts/login', { data: library })).ok()).toBe(true)
  const { orders } = await (await owner.request.get(`/api/cart/orders?email=${encodeURIComponent(library.email)}`)).json()
  expect(orders.length, 'the order the first test placed').toBeGreaterThan(0)
  await owner.close()
  const guest = await browser.newPage()
  const response = await guest.goto(`/cart/order/${orders[0].number}`)
  expect(response?.status()).toBe(404)
  await expect(guest.getByText('Page not found.')).toBeVisible()
  await guest.close()
})
