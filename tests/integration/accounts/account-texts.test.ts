/**
 * The account pages' texts as editors change them: an editor saves Site texts › Accounts, and what the pages
 * read (the published global, through resolveAccountTexts) holds the new words; an emptied field and a global
 * never saved read as SPEC's texts; a draft changes nothing public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_TEXT_DEFAULTS, resolveAccountTexts } from '../../../src/lib/auth/accountTexts'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, type StaffActor } from '../../helpers/users'

let t: TestPayload
let editor: StaffActor

/** What the account pages show: the published global, read as getSiteSettings reads it. */
const pageTexts = async () =>
  resolveAccountTexts((await t.payload.findGlobal({ slug: 'site-settings', depth: 0 })).accountTexts)

beforeAll(async () => {
  t = await createTestPayload()
  editor = await createStaffUser(t.payload, 'editor')
})

afterAll(async () => {
  await t?.cleanup()
})

describe('account page texts in Site texts', () => {
  it('a global nobody saved yet reads as the SPEC §2 logout texts and the other defaults', async () => {
    expect(await pageTexts()).toEqual(ACCOUNT_TEXT_DEFAULTS)
  })

  it("an editor's published change shows; an emptied field falls back; a draft stays private", async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { accountTexts: { loginHeading: 'Library login', logoutTitle: '' }, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    const published = await pageTexts()
    expect(published.loginHeading).toBe('Library login')
    expect(published.logoutTitle).toBe('Logout of your account')
    expect(published.logoutButton).toBe('Logout')

    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { accountTexts: { loginHeading: 'Not yet' } },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect((await pageTexts()).loginHeading).toBe('Library login')
  })
})
