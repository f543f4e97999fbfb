/**
 * Playwright's `test`, with one change: `page.goto` with its default `waitUntil` ('load') also waits until the
 * page has hydrated (tests/e2e/hydration.ts). Site pages start their scripts after the first paint, so `load`
 * alone let a test click a control before React handled it. Specs import `test` and `expect` from here.
 * E2E_WAIT_HYDRATION=0 leaves that wait out, to run the specs as a suite that knows nothing of hydration would
 * (controls used early are held and replayed by the page itself: src/lib/http/deferScripts.ts).
 */
import { test as base } from '@playwright/test'

import { waitForHydration } from './hydration'

export * from '@playwright/test'

export const test = base.extend({
  // `provide` is Playwright's fixture callback (named `use` in its docs, which the React hooks rule mistakes for React's).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (process.env.E2E_WAIT_HYDRATION !== '0' && (options?.waitUntil ?? 'load') === 'load') await waitForHydration(page)
      return response
    }
    await provide(page)
  },
})
