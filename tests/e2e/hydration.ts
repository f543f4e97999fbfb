import { expect, type Page } from '@playwright/test'

/**
 * Waits until React has taken over a site page (`data-hydrated`, src/components/layout/HydratedMarker.tsx). A page
 * whose scripts start after its first paint says so (`data-scripts-deferred`, src/lib/http/deferScripts.ts): its
 * `load` event no longer means a widget reacts to a click. Other pages (the admin, files) pass at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute('data-scripts-deferred') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 30_000 },
  )
}

/** Opens a site page and waits until it has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 })
}
