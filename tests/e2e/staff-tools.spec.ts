/**
 * Staff tools as staff use them at their desks (issue 33 items 2 and 3), at 1440 and 768 px: the books list
 * marks books out of stock and low and filters them; the restock page adds the copies that arrived to several
 * books at once (added to what is there, never overwritten); the admin home shows each role its own work, each
 * tile opening the list that holds it.
 */
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { createStaff, logInToAdmin, type Login } from './logins'

// allowed-skip: project
test.skip(({ isMobile }) => isMobile, 'the admin is a desktop tool: 1440 and 768 px in the desktop project')

const BASE = process.env.E2E_BASE_URL || 'http://127.0.0.1:3000'

async function api(pathname: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init
  const response = await fetch(`${BASE}${pathname}`, {
    ...rest,
    headers: { 'content-type': 'application/json', origin: BASE, ...(token ? { authorization: `JWT ${token}` } : {}) },
  })
  const body = (await response.json()) as Record<string, unknown>
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

const tokenOf = async (login: Login) =>
  (await api('/api/users/login', { method: 'POST', body: JSON.stringify(login) })).token as string

/** A published book with one variant holding `stock` copies, made over REST as staff would in the admin. */
async function book(
  token: string,
  title: string,
  stock: number,
  productTypeHandle: 'press' | 'libraryProgram' = 'press',
) {
  const sku = `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  const price = productTypeHandle === 'press' ? 2500 : null
  const { doc } = await api('/api/books', {
    method: 'POST',
    token,
    body: JSON.stringify({ title, productTypeHandle, variants: [{ sku, stock, price }], _status: 'published' }),
  })
  return { id: (doc as { id: number }).id, sku }
}

const stockOf = async (token: string, id: number) =>
  ((await api(`/api/books/${id}?depth=0&draft=true`, { token })).variants as { stock: number }[]).map(
    (variant) => variant.stock,
  )

for (const width of [1440, 768]) {
  test(`restocks books out of stock and low from the books list and the restock page (${width} px)`, async ({
    admin,
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 900 })
    const token = await tokenOf(admin)
    const stamp = `${width}-${Date.now().toString(36)}`
    // A Library Program book back from none: the restock also tells its waiting list (a job after the commit).
    const out = await book(token, `Sold Out Folio ${stamp}`, 0, 'libraryProgram')
    const low = await book(token, `Nearly Gone Folio ${stamp}`, 2)

    await logInToAdmin(page, admin)
    await page.goto('/admin/collections/books')
    const stockLinks = page.getByRole('navigation', { name: 'Stock' })
    await stockLinks.getByRole('link', { name: /^Out of stock \(\d+\)$/ }).click()
    await page.getByLabel(/Search by/).fill(`Sold Out Folio ${stamp}`)
    const outRow = page.getByRole('row').filter({ hasText: `Sold Out Folio ${stamp}` })
    await expect(outRow.getByText('Out of stock', { exact: true })).toBeVisible({ timeout: 30_000 })

    await stockLinks.getByRole('link', { name: 'Restock many books' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Restock books' })).toBeVisible({ timeout: 30_000 })
    await page.getByLabel('Title').fill(`Folio ${stamp}`)
    await page.getByRole('button', { name: 'Show books' }).click()
    await expect(page.getByText('2 books', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('row', { name: new RegExp(`Nearly Gone Folio ${stamp}`) }).getByText('Low stock'),
    ).toBeVisible()
    await expectNoAxeViolations(page, { include: '.restock' })

    // Copies are ordered meanwhile (another staff member's change): the restock adds to what is there now.
    await api(`/api/books/${low.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ variants: [{ sku: low.sku, stock: 1, price: 2500 }], _status: 'published' }),
    })
    // The page's answer (the admin has a live region of its own for drag and drop).
    const answer = page.locator('.restock').getByRole('status')
    await page.getByLabel(`Copies that arrived: Sold Out Folio ${stamp} (${out.sku})`).fill('12')
    await page.getByLabel(`Copies that arrived: Nearly Gone Folio ${stamp} (${low.sku})`).fill('5')
    await page.getByRole('button', { name: 'Add these copies to stock' }).click()
    await expect(answer).toHaveText('Added 17 copies to 2 books.')
    expect(await stockOf(token, out.id)).toEqual([12])
    expect(await stockOf(token, low.id)).toEqual([6])
    // The page shows the new figures and no book of the two is marked any more.
    await expect(
      page
        .getByRole('row', { name: new RegExp(`Sold Out Folio ${stamp}`) })
        .getByRole('cell', { name: '12', exact: true }),
    ).toBeVisible()
    await expect(page.locator('.restock__badge')).toHaveCount(0)

    // A count that is not a whole number adds nothing and says why.
    await page.getByLabel(`Copies that arrived: Sold Out Folio ${stamp} (${out.sku})`).fill('3')
    await page
      .getByLabel(`Copies that arrived: Nearly Gone Folio ${stamp} (${low.sku})`)
      .evaluate((input: HTMLInputElement) => {
        input.type = 'text'
        input.value = 'ten'
      })
    await page.getByRole('button', { name: 'Add these copies to stock' }).click()
    await expect(answer).toContainText('Nothing was added')
    await expect(answer).toContainText(`Nearly Gone Folio ${stamp} (${low.sku}): Enter a whole number`)
    expect(await stockOf(token, out.id)).toEqual([12])
  })
}

test('the admin home shows each role its own work, each tile opening its list', async ({ admin, browser }) => {
  test.setTimeout(240_000)
  const roles = { admin, fulfilment: await createStaff('fulfilment'), editor: await createStaff('editor') }
  const seen: Record<string, string[]> = {}
  for (const [role, login] of Object.entries(roles)) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await logInToAdmin(page, login)
    const today = page.getByRole('region', { name: 'Today' })
    await expect(today).toBeVisible({ timeout: 30_000 })
    seen[role] = await today.getByRole('heading', { level: 3 }).allTextContents()
    if (role === 'fulfilment') {
      await expectNoAxeViolations(page, { include: '.today-panel' })
      const tile = today.getByRole('listitem').filter({ hasText: 'Library orders to pack and ship' })
      const figure = Number((await tile.locator('.today-panel__figure').textContent())!.replace(/,/g, ''))
      await tile.getByRole('link').click()
      await expect(page).toHaveURL(/\/admin\/collections\/orders\?/)
      await expect(page.getByText(new RegExp(`of ${figure}$|^${figure} `)).first()).toBeVisible({ timeout: 30_000 })
    }
    await context.close()
  }
  expect(seen.fulfilment).toEqual([
    'Library orders to pack and ship',
    'Press orders paid, not shipped',
    'Books out of stock',
    'Books low in stock',
    'Emails waiting for a retry',
  ])
  expect(seen.editor!.every((title) => /drafts not published/i.test(title))).toBe(true)
  expect(seen.admin).toEqual(
    expect.arrayContaining([...seen.fulfilment!, 'Donations in the last 30 days', 'Book donation offers not answered']),
  )
})

test('the admin is the organisation’s, not Payload’s: login page, header, browser title and shared tags', async ({
  admin,
  page,
}) => {
  await page.goto('/admin/login')
  await expect(page.getByText('Content admin')).toBeVisible()
  await expect(page.getByText('A.R.T.', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Login · A.R.T. admin')
  const shared = await page
    .locator('meta[property^="og:"], meta[name^="twitter:"], meta[name="description"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''))
  expect(shared.length).toBeGreaterThan(3)
  expect(shared.filter((content) => /payload/i.test(content))).toEqual([])
  await logInToAdmin(page, admin)
  await expect(page.getByRole('img', { name: 'A.R.T.' }).first()).toBeVisible()
  await expect(page).toHaveTitle(/· A\.R\.T\. admin$/)
})

test('a new book’s variant comes with a SKU filled in, so a free book needs no made-up code', async ({
  admin,
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logInToAdmin(page, admin)
  await page.goto('/admin/collections/books/create')
  await page.getByRole('button', { name: 'Add Variant' }).first().click()
  await expect(page.getByRole('textbox', { name: /^SKU/ }).first()).toHaveValue(/^BK-[2-9A-HJ-NP-Z]{8}$/, {
    timeout: 30_000,
  })
})
