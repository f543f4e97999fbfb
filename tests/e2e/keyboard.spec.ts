/**
 * Keyboard use of the site shell (issue 10 item 11): the open menu keeps Tab between its close toggle and
 * its links, a menu link leaves focus on the new page's main region, the search dialog opens in its search
 * box, guide method links are named by their visible words (WCAG 2.5.3), and the filter modal offers a
 * skip past its letter buttons. Runs against E2E_BASE_URL like the other specs.
 */
import { expect, test, type Page } from './fixtures'

const MISSING = '/keyboard-e2e-no-such-page'
/**
 * The menu's tests start on a page of the site's layout: since the 404 page has its own root layout
 * (global-not-found.tsx), a link from it loads the next page afresh rather than navigating within the app.
 */
const MENU_START = '/testimonials'

const toggle = (page: Page) => page.getByTestId('menu-toggle')
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' })

/** Where focus is: inside the open menu panel, on the menu toggle, or elsewhere. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (active?.closest('[role="dialog"]')) return 'menu'
    if (active?.matches('[data-testid="menu-toggle"]')) return 'toggle'
    return `elsewhere: ${active?.tagName}`
  })

async function openMenuByKeyboard(page: Page) {
  await page.goto(MENU_START)
  await toggle(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
}

test.describe('site menu', () => {
  test('Tab and Shift+Tab stay in the open menu and reach its X, which closes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openMenuByKeyboard(page)
    // Backwards from the panel: the X (the toggle in the header) is the stop before the panel's first link.
    await page.keyboard.press('Shift+Tab')
    await expect(toggle(page)).toBeFocused()
    await expect(toggle(page)).toHaveText('X')

    // Forwards through every control of the panel, then round to the X again.
    const stops = await menu(page).locator('a[href], button').count()
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab')
      expect(await focusPlace(page)).toBe('menu')
    }
    await page.keyboard.press('Tab')
    await expect(toggle(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(menu(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
    await expect(toggle(page)).toHaveText('...')
  })

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await openMenuByKeyboard(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
  })

  test('after following a menu link, focus is on the new page’s main region', async ({ page }) => {
    await openMenuByKeyboard(page)
    const link = menu(page).getByRole('link', { name: 'Who we are' })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/, { timeout: 30_000 })
    await expect(menu(page)).toBeHidden()
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test('the search dialog opens with focus in the search box', async ({ page }) => {
  await page.goto(MISSING)
  await page.getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Need help finding something?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('searchbox', { name: 'Search the site' })).toBeFocused()
})

test('guide method links are named by their visible words first (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/resources/guides/looking-closely-portraits')
  const visible = page.locator('a', { hasText: 'Link to this method' })
  await expect(visible.first()).toBeVisible()
  const count = await visible.count()
  expect(count).toBeGreaterThan(1)
  // Every link showing the words is found by an accessible name that starts with them.
  await expect(page.getByRole('link', { name: /^Link to this method\b/ })).toHaveCount(count)
})

test('the filter modal offers a skip past the letter buttons to the list', async ({ page }) => {
  await page.goto('/press')
  const dialog = page.getByRole('dialog').filter({ hasText: 'You can filter by one or more' })
  // Retried: a click that lands before the page has hydrated opens nothing.
  await expect(async () => {
    await page.getByRole('list', { name: 'Filter by' }).getByRole('button', { name: /^Artists/ }).click({ timeout: 5_000 })
    await expect(dialog.getByRole('navigation', { name: 'Jump to letter' })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })

  // Tabbing from the top of the modal meets the skip before any letter.
  const skip = dialog.getByRole('button', { name: 'Skip to the list' })
  await dialog.getByRole('button', { name: 'Close filters' }).focus()
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab')
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    expect(name, 'a letter button came before the skip').not.toMatch(/^[A-Z#]$/)
    if (name === 'Skip to the list') break
  }
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  // Focus lands on the first choice in the list (a toggle button), past all 26 letters.
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('aria-pressed'))).toBe(true)
})
