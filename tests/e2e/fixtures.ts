/**
 * Playwright's `test`, with the worker's logins (`admin`, `library`: tests/e2e/logins.ts). Specs import `test`
 * and `expect` from here.
 */
import { test as base } from '@playwright/test'

import { createStaff, createLibraryAccount, type Login } from './logins'

export * from '@playwright/test'

/** The staff admin and the verified library account of this worker (tests/e2e/logins.ts makes them). */
type WorkerLogins = { admin: Login; library: Login & { id: number } }

export const test = base.extend<object, WorkerLogins>({
  admin: [async ({}, provide) => provide(await createStaff()), { scope: 'worker' }],
  library: [async ({ admin }, provide) => provide(await createLibraryAccount(admin)), { scope: 'worker' }],
})
