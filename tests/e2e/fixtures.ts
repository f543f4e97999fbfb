/**
 * Playwright's `test`, with the worker's logins (`admin`, `library`: tests/e2e/logins.ts) and one change:
 * `page.goto` with its default `waitUntil` ('load') also waits until the page has hydrated (tests/e2e/hydration.ts). Site pages start their scripts after the first paint, so `load`
 * alone let a test click a control before React handled it. Specs import `test` and `expect` from here.
 * E2E_WAIT_HYDRATION=0 leaves that wait out, to run the specs as a suite that knows nothing of hydration would
 * (controls used early are held and replayed by the page itself: src/lib/http/deferScripts.ts).
 */
import { test as base } from '@playwright/test'

import { waitForHydration } from './hydration'
import { createAdmin, createLibraryAccount, type Login } from './logins'

export * from '@playwright/test'

/** The staff admin and the verified library account of this worker (tests/e2e/logins.ts makes them). */
type WorkerLogins = { admin: Login; library: Login & { id: number } }

export const test = base.extend<object, WorkerLogins>({
  admin: [async ({}, provide) => provide(await createAdmin()), { scope: 'worker' }],
  library: [async ({ admin }, provide) => provide(await createLibraryAccount(admin)), { scope: 'worker' }],
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
