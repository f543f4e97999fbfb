/**
 * Importing books from a spreadsheet as an editor does it at a desk (issue 33 item 1), at 1440 and 768 px:
 * from the books list to the import page, a small CSV checked first (a refused row shows its reason, the new
 * tag is listed, nothing is saved), then imported: the page follows the job to its report, and the new book is
 * in the books list. Fulfilment staff are not offered the import.
 */
import fs from 'node:fs'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { createStaff, logInToAdmin } from './logins'

// allowed-skip: project
test.skip(({ isMobile }) => isMobile, 'the admin is a desktop tool: 1440 and 768 px in the desktop project')

/** A valid ISBN-13 that no other run uses (979 and the time, with its check digit). */
function freshIsbn(): string {
  const first12 = `979${String(Date.now() % 1e9).padStart(9, '0')}`
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return `${first12}${(10 - (sum % 10)) % 10}`
}

const SCREENS = 'tmp/screens'

for (const width of [1440, 768]) {
  test(`an editor checks a spreadsheet, imports it and finds the new book (${width} px)`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 900 })
    fs.mkdirSync(SCREENS, { recursive: true })
    const editor = await createStaff('editor')
    const stamp = `${width}-${Date.now().toString(36)}`
    const isbn = freshIsbn()
    const csv = [
      'Catalogue,Title,Authors,ISBN-13,Year,Format,Themes,Description,Quantity,Price',
      `Library Program,Harbour Notes ${stamp},Ana Ruiz,${isbn},2021,Zine,Sea ${stamp},"A book of **harbours**.",4,`,
      `Press,Tide Tables ${stamp},Tom Lee,978-0-306-40615-8,2020,Zine,,Tides.,2,18.50`,
    ].join('\r\n')

    await logInToAdmin(page, editor)
    await page.goto('/admin/collections/books')
    await page
      .getByRole('navigation', { name: 'Import and export' })
      .getByRole('link', { name: 'Import books from a spreadsheet' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Import books from a spreadsheet' })).toBeVisible({
      timeout: 30_000,
    })

    await page
      .getByLabel('Spreadsheet (CSV)')
      .setInputFiles({ name: `donated-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Check the file' }).click()
    const preview = page.getByRole('region', { name: 'What the import will do' })
    await expect(
      preview.getByText('1 new, 0 to update, 0 unchanged, 1 not imported. Nothing has been saved yet.'),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(preview.getByText(`Theme: Sea ${stamp}`)).toBeVisible()
    const refused = preview.getByRole('row').filter({ hasText: `Tide Tables ${stamp}` })
    await expect(refused.getByText('Not imported')).toBeVisible()
    await expect(refused.getByText(/ISBN-13:.*last digit does not match/)).toBeVisible()
    await expect(
      preview
        .getByRole('row')
        .filter({ hasText: `Harbour Notes ${stamp}` })
        .getByText('New book'),
    ).toBeVisible()
    await expectNoAxeViolations(page, { include: '.book-import' })
    await page.screenshot({ path: `${SCREENS}/import-preview-${width}.png`, fullPage: true })

    await preview.getByRole('button', { name: 'Import 1 book' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Import of donated-${stamp}.csv` })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText('The import is finished.')).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('definition').first()).toHaveText('1')
    const report = page.getByRole('row').filter({ hasText: `Tide Tables ${stamp}` })
    await expect(report.getByText(/last digit does not match/)).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/import-report-${width}.png`, fullPage: true })

    await page.getByRole('link', { name: 'See the books' }).click()
    await page.getByLabel(/Search by/).fill(`Harbour Notes ${stamp}`)
    await expect(page.getByRole('row').filter({ hasText: `Harbour Notes ${stamp}` })).toBeVisible({ timeout: 30_000 })
  })
}

test('fulfilment staff are not offered the import', async ({ page }) => {
  test.setTimeout(120_000)
  const fulfilment = await createStaff('fulfilment')
  await logInToAdmin(page, fulfilment)
  await page.goto('/admin/collections/books')
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Import books from a spreadsheet' })).toHaveCount(0)
  await page.goto('/admin/import-books')
  await expect(page.getByText('Only editors and admins can import books.')).toBeVisible({ timeout: 30_000 })
})
