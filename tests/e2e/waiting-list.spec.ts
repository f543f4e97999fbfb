/**
 * The waiting list as a librarian meets it (issue 30 item 4), at 375 and 1440 px: on a Library Program book out
 * of stock, a logged-out visitor pressing 'Tell me when it's back' is sent to log in and comes back to the book;
 * logged in, the library joins, undoes, joins again, and finds the book in My Account's list. axe in each new
 * state. Acts as the worker's verified library account (tests/e2e/logins.ts).
 */
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations } from './axe'

const WAIT = /^Tell me when it.s back$/
const JOINED = 'You are on the waiting list: we will email you when this book is back in stock.'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The page of a Library Program book out of stock (the seed has several), found as the public reads the catalogue. */
async function openOutOfStockBook(page: Page): Promise<{ path: string; title: string }> {
  const query =
    'where[productTypeHandle][equals]=libraryProgram&where[inStock][equals]=false&sort=-title&limit=1&depth=0'
  const { docs } = (await (await page.request.get(`/api/books?${query}`)).json()) as {
    docs: { slug: string; title: string }[]
  }
  expect(docs).toHaveLength(1)
  const path = `/library-program/${docs[0].slug}`
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: docs[0].title })).toBeVisible()
  return { path, title: docs[0].title }
}

test('a library waits for a book out of stock: login and back, join, undo, join again, My Account lists it', async ({
  page,
  library,
}) => {
  test.setTimeout(120_000)
  const book = await openOutOfStockBook(page)

  // Logged out: the button leads to the login, which brings the visitor back to the book.
  const loggedOut = page.getByRole('link', { name: WAIT })
  await expect(loggedOut).toBeVisible()
  await expectNoAxeViolations(page)
  await loggedOut.click()
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${escapeRegExp(encodeURIComponent(book.path))}$`))
  await page.getByLabel('Email').fill(library.email)
  await page.getByLabel('Password').fill(library.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`${book.path}$`))

  // Logged in: join, undo, join again.
  const join = page.getByRole('button', { name: WAIT })
  await expect(join).toBeVisible({ timeout: 30_000 })
  await join.click()
  await expect(page.getByRole('status').filter({ hasText: JOINED })).toBeVisible()
  const undo = page.getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  await expectNoAxeViolations(page)
  await undo.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'You are no longer on the waiting list for this book.' }),
  ).toBeVisible()
  await expect(join).toBeFocused()
  await expectNoAxeViolations(page)
  await join.click()
  await expect(undo).toBeVisible()

  // Coming back later, the page knows the library waits.
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: JOINED })).toBeVisible({ timeout: 30_000 })

  // My Account lists the book, linking to it; Leave empties the list.
  await page.goto('/library-program/account')
  const section = page.getByRole('region', { name: 'Books you are waiting for' })
  await expect(section.getByRole('link', { name: book.title })).toHaveAttribute('href', book.path)
  await expect(section.getByText(/^Since /)).toBeVisible()
  await expectNoAxeViolations(page)
  await section.getByRole('button', { name: new RegExp(`^Leave ?: ${escapeRegExp(book.title)}$`) }).click()
  await expect(section.getByText('You are not waiting for any book.', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false })

  test('the button is a plain form: a visitor is sent to log in, a library joins', async ({ page, library }) => {
    const book = await openOutOfStockBook(page)
    await page.getByRole('button', { name: WAIT }).click()
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${escapeRegExp(encodeURIComponent(book.path))}$`))

    expect(
      (
        await page.request.post('/api/accounts/login', { data: { email: library.email, password: library.password } })
      ).ok(),
    ).toBe(true)
    await page.goto(book.path)
    await page.getByRole('button', { name: WAIT }).click()
    await expect(page.getByText(JOINED)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
  })
})
