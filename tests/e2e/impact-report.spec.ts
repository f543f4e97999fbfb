/**
 * The Impact report for funders (issue 30 item 3) as staff use it, at 375 and 1440 px: it agrees with the public
 * figures on the Learn more page (the seed enters no history from before the site), narrows by state, downloads
 * the same numbers as CSV, prints alone with the organisation and the period, and opens exactly the orders it
 * counted in the orders list. Acts as the worker's staff admin (tests/e2e/logins.ts).
 */
import fs from 'node:fs'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { logInToAdmin } from './logins'

test('the Impact report agrees with the public figures, narrows by state, prints alone and downloads as CSV', async ({
  admin,
  page,
}) => {
  test.setTimeout(300_000)
  // The public figures first (the seed enters no history from before the site, so they are the orders alone).
  await page.goto('/library-program/about')
  const figures = page.getByRole('region', { name: 'What the program has sent' })
  const publicFigure = async (label: string) =>
    (await figures.getByRole('term').filter({ hasText: label }).locator('+ dd').textContent())!.trim()
  const expected = {
    libraries: await publicFigure('libraries served'),
    books: await publicFigure('books sent'),
    states: await publicFigure('states reached'),
    people: await publicFigure('people served'),
  }

  await logInToAdmin(page, admin)
  await page.getByRole('region', { name: /^Orders in / }).getByRole('link', { name: 'Impact report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Impact report' })).toBeVisible({ timeout: 60_000 })
  // Every shipment the site has recorded: from long before the first one.
  await page.getByLabel('From').fill('2000-01-01')
  await page.getByRole('button', { name: 'Show report' }).click()
  await expect(page).toHaveURL(/from=2000-01-01/)
  const total = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('+ dd')
  await expect(total('Libraries served')).toHaveText(expected.libraries)
  await expect(total('Books sent')).toHaveText(expected.books)
  await expect(total('States reached')).toHaveText(expected.states)
  await expect(total('People served')).toHaveText(expected.people)
  const byState = page.getByRole('table', { name: 'By state' })
  expect(await byState.locator('tbody tr').count()).toBeGreaterThan(10)
  await expectNoAxeViolations(page, { include: '.impact-report' })

  await page.getByLabel('State').selectOption({ label: 'New York' })
  await page.getByRole('button', { name: 'Show report' }).click()
  await expect(page).toHaveURL(/state=NY/)
  await expect(page.getByText(/ · New York$/)).toBeVisible()
  await expect(byState.locator('tbody tr')).toHaveCount(1)
  await expect(byState.getByRole('rowheader')).toHaveText('New York')
  const orders = (await total('Orders shipped').textContent())!.trim()
  const books = (await total('Books sent').textContent())!.trim()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n')
  expect(csv[0]).toBe('Table,Row,Libraries,Orders,Books,People served')
  expect(csv).toContain('Filters,New York,,,,')
  expect(csv.find((line) => line.startsWith('Total,Total,'))?.split(',').slice(3, 5)).toEqual([
    orders.replace(/,/g, ''),
    books.replace(/,/g, ''),
  ])

  // On paper: the report alone, with the organisation and the period.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Show report' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(page.getByText(/· Library Program$/)).toBeVisible()
  await expect(page.getByText(/^January 1, 2000 – .* · New York$/)).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // The same orders in the orders list.
  await page.getByRole('link', { name: `Open these ${orders} orders in the orders list` }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/orders\?/, { timeout: 60_000 })
  await expect(page.getByText(new RegExp(`of ${orders.replace(/,/g, ',?')}$`)).first()).toBeVisible({ timeout: 60_000 })
})
