import type { Page } from '@playwright/test'

/**
 * How many pixels the page is wider than its screen. Anything over 0 scrolls sideways, and a phone's browser
 * zooms the whole page out to fit it.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth))
}
