/**
 * The content system as staff use it: an admin logs in to /admin, sees every section of the
 * dashboard, creates and publishes a book, and the public REST and GraphQL interfaces serve it.
 * Acts as the worker's staff admin (tests/e2e/logins.ts).
 */
import { expect, test } from './fixtures'
import { logInToAdmin } from './logins'

// The admin is a desktop tool; its phone layout is Payload's, not ours.
// allowed-skip: project
test.skip(({ isMobile }) => isMobile, 'desktop only')

test.beforeEach(async ({ admin, page }) => {
  await logInToAdmin(page, admin)
})

test('the dashboard lists the collections staff work with', async ({ page }) => {
  for (const label of ['Books', 'News', 'Teaching guides', 'Library accounts', 'Orders', 'Donations', 'Staff users']) {
    await expect(page.getByRole('link', { name: label, exact: true }).first(), label).toBeVisible()
  }
})

test('a book created and published in the admin is served by REST and GraphQL', async ({ page, request }) => {
  const title = `E2E Book ${Date.now()}`
  await page.goto('/admin/collections/books/create')
  // Each change asks the server for the form's state; a row added while an earlier change's reply is on its
  // way is left as a loading placeholder when that reply (without the row) lands. So the variant is added on a
  // settled form, before the title is typed (typing first sent its own request, which the click then raced).
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Add Variant' }).click()
  await page.waitForLoadState('networkidle')
  // The form-state reply to "Add Variant" re-renders the rows: expand and fill until the field takes the value.
  await expect(async () => {
    await page.getByRole('button', { name: 'Show All' }).click()
    await page.locator('#field-variants__0__sku').fill('E2E-1', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('#field-variants__0__stock').fill('2')
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/books\/\d+/)

  // Anonymous REST: the public list only holds published books.
  const rest = await request.get(`/api/books?where[title][equals]=${encodeURIComponent(title)}&depth=0`)
  expect(rest.status()).toBe(200)
  const { docs } = await rest.json()
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ title, inStock: true, slug: expect.stringMatching(/^e2e-book-/) })

  const graphql = await request.post('/api/graphql', {
    data: {
      query: 'query ($title: String) { Books(where: { title: { equals: $title } }) { docs { title inStock } } }',
      variables: { title },
    },
  })
  expect(graphql.status()).toBe(200)
  const body = await graphql.json()
  expect(body.errors).toBeUndefined()
  expect(body.data.Books.docs).toEqual([{ title, inStock: true }])
})
