import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { staticAssetFile } from '@/lib/http/staticAssets'

const dir = '/srv/app/.next/static'

describe('staticAssetFile', () => {
  it('names the build script or stylesheet an address points at, without its query', () => {
    expect(staticAssetFile('/_next/static/chunks/3794-f9eb925bc275bc60.js', dir)).toBe(path.join(dir, 'chunks/3794-f9eb925bc275bc60.js'))
    expect(staticAssetFile('/_next/static/css/8bec6bad6e56f6bc.css?dpl=abc', dir)).toBe(path.join(dir, 'css/8bec6bad6e56f6bc.css'))
  })

  it('decodes the route-group and dynamic-segment folders of page chunks', () => {
    expect(staticAssetFile('/_next/static/chunks/app/(site)/cached-list/%5Blist%5D/page-c1.js', dir)).toBe(
      path.join(dir, 'chunks/app/(site)/cached-list/[list]/page-c1.js'),
    )
  })

  it('leaves other addresses and other file types to Next', () => {
    expect(staticAssetFile('/news', dir)).toBeNull()
    expect(staticAssetFile('/_next/image?url=%2Fa.jpg&w=64&q=75', dir)).toBeNull()
    expect(staticAssetFile('/_next/static/media/ae05c57c271ebcb0-s.p.woff2', dir)).toBeNull()
    expect(staticAssetFile(undefined, dir)).toBeNull()
  })

  it('refuses a path that would leave the static folder, encoded or not, and malformed encodings', () => {
    expect(staticAssetFile('/_next/static/../server/app/page.js', dir)).toBeNull()
    expect(staticAssetFile('/_next/static/%2e%2e/%2e%2e/secret.js', dir)).toBeNull()
    expect(staticAssetFile('/_next/static/chunks/%E0%A4%A.js', dir)).toBeNull()
    expect(staticAssetFile('/_next/static/chunks/a%00.js', dir)).toBeNull()
  })
})
