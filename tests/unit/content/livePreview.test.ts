import type { LivePreviewConfig } from 'payload'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/config/secrets', () => ({ getSecrets: () => ({ previewSecret: 'preview-secret' }) }))

const { Menus } = await import('@/globals/Menus')
const { SiteSettings } = await import('@/globals/SiteSettings')

/** The address the admin's live preview opens for a global, as the editor's browser asks for it. */
async function previewAddress(preview: LivePreviewConfig | undefined): Promise<URL> {
  const url = preview?.url
  expect(typeof url).toBe('function')
  const req = { headers: new Headers({ host: 'art.example', 'x-forwarded-proto': 'https' }), url: undefined }
  return new URL(await (url as (args: unknown) => Promise<string> | string)({ data: {}, req }))
}

describe('live preview of the site-wide globals (issue 37 item 5)', () => {
  it('Site texts open the home page through the preview route', async () => {
    const address = await previewAddress(SiteSettings.admin?.livePreview)
    expect(`${address.origin}${address.pathname}`).toBe('https://art.example/api/preview')
    expect(address.searchParams.get('path')).toBe('/')
    expect(address.searchParams.get('secret')).toBe('preview-secret')
  })

  it('the Site menu opens the home page with the menu open', async () => {
    const address = await previewAddress(Menus.admin?.livePreview)
    expect(address.pathname).toBe('/api/preview')
    expect(address.searchParams.get('path')).toBe('/?menu=open')
  })
})
