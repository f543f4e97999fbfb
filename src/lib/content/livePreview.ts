import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { getSecrets } from '../config/secrets'
import { MENU_PREVIEW_PATH } from '../navigation/menuPreview'
import { docPath, GLOBAL_PATHS, type RoutedCollection, type RoutedGlobal } from './paths'

/** The route that checks the editor and turns on draft mode (src/app/api/preview/route.ts). */
const PREVIEW_ROUTE = '/api/preview'

/** The spec's phone, tablet and desktop widths. */
const PREVIEW_BREAKPOINTS = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/**
 * The site's own origin as the editor's browser sees it. The admin matches preview messages by
 * origin, so the preview URL must be absolute.
 */
function siteOrigin(req: Pick<PayloadRequest, 'headers' | 'url'>): string {
  if (process.env.SERVER_URL) return process.env.SERVER_URL.replace(/\/+$/, '')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  const forwardedProto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  let protocol = forwardedProto ? `${forwardedProto}:` : undefined
  if (!protocol && req.url) {
    try {
      protocol = new URL(req.url).protocol
    } catch {
      // A relative req.url: fall through to the default below.
    }
  }
  return host ? `${protocol ?? 'http:'}//${host}` : ''
}

/** The address that opens `path` in draft mode for a logged-in editor. */
function previewUrl(path: string, req: Pick<PayloadRequest, 'headers' | 'url'>): string {
  const query = new URLSearchParams({ path, secret: getSecrets().previewSecret })
  return `${siteOrigin(req)}${PREVIEW_ROUTE}?${query}`
}

/** admin.livePreview for a collection with its own public page per document. */
export const collectionLivePreview = (collection: RoutedCollection): LivePreviewConfig => ({
  url: ({ data, req }) => (typeof data?.slug === 'string' && data.slug ? previewUrl(docPath(collection, data.slug), req) : null),
  breakpoints: PREVIEW_BREAKPOINTS,
})

/** admin.livePreview for an info-page global, and for Site texts (the home page, whose texts it holds). */
export const globalLivePreview = (global: RoutedGlobal): LivePreviewConfig => ({
  url: ({ req }) => previewUrl(GLOBAL_PATHS[global][0], req),
  breakpoints: PREVIEW_BREAKPOINTS,
})

/** admin.livePreview for the Site menu: the home page with the menu open (src/lib/navigation/menuPreview.ts). */
export const menuLivePreview: LivePreviewConfig = {
  url: ({ req }) => previewUrl(MENU_PREVIEW_PATH, req),
  breakpoints: PREVIEW_BREAKPOINTS,
}

/** admin.preview (the "Preview" button): the same draft-mode route, in a new tab. */
export const collectionPreview =
  (collection: RoutedCollection) =>
  (doc: Record<string, unknown>, { req }: { req: PayloadRequest }): string | null =>
    typeof doc?.slug === 'string' && doc.slug ? previewUrl(docPath(collection, doc.slug), req) : null
