/**
 * The admin shows the organisation (issue 33 item 4): its name and logo come from Site settings → Admin, with
 * the site's name and mark when staff left them empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let branding: typeof import('../../../src/components/admin-branding/adminBranding')

beforeAll(async () => {
  t = await createTestPayload()
  branding = await import('../../../src/components/admin-branding/adminBranding')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('the admin’s name and logo', () => {
  it('is the site’s name and mark until staff set their own, then theirs', async () => {
    expect(await branding.loadAdminBranding(t.payload)).toEqual({ name: 'A.R.T.', logo: null })
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const logo = await t.payload.create({
      collection: 'media',
      data: { alt: 'The foundation’s seal' },
      file: { data: png, mimetype: 'image/png', name: 'seal.png', size: png.length },
      overrideAccess: true,
    })
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { adminBranding: { name: '  A.R.T. Foundation ', logo: logo.id } },
      overrideAccess: true,
    })
    const shown = await branding.loadAdminBranding(t.payload)
    expect(shown.name).toBe('A.R.T. Foundation')
    expect(shown.logo).toEqual({ url: expect.stringContaining('seal'), alt: 'The foundation’s seal' })
  })
})
