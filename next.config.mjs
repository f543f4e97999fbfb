import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaderRules } from './src/lib/security/headers.mjs'

/** Kept equal to src/lib/navigation/cachedRoutes.ts (tests/unit/navigation/cachedRoutes.test.ts checks). */
const CACHED_ROUTE_HEADER = 'x-art-cached-route'
const CACHED_ROUTE_SOURCES = [
  '/library-program',
  '/press',
  '/search',
  '/news',
  '/editions',
  '/resources/guides',
  '/resources/notes',
  '/testimonials',
]

/** SPEC §7 commerce paths, served by the cart API (src/app/(site)/api/cart); parameters pass through as they are. */
const COMMERCE_REWRITES = [
  ...['get-cart', 'update-cart', 'complete'].map((action) => ({
    source: '/',
    has: [{ type: 'query', key: 'action', value: `commerce/cart/${action}` }],
    destination: `/api/cart/${action}`,
  })),
  { source: '/art-fc', destination: '/api/cart/forget' },
  { source: '/art-s-and-c', destination: '/api/cart/countries' },
  { source: '/art-orders', destination: '/api/cart/orders' },
  { source: '/art-order', destination: '/api/cart/order' },
]

/**
 * Several instances (issue 14): with REDIS_URL set, Next's cache (pages, route handlers, unstable_cache) lives in
 * Redis, shared by all instances, and no copy is kept in each process's memory, which another instance's
 * revalidation could not reach. Unset: Next's own file-system cache, as on a single machine.
 */
const REDIS_CACHE = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./src/lib/cache/redisCacheHandler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

/**
 * Optimised images stay in each instance's build folder (Next 16 keeps them on disk; its opt-in to route them
 * through the cache handler would put image bytes in the page cache's Redis). With several instances they are
 * kept 30 days instead of Next's 4 hours, so an instance re-encodes an image rarely and a CDN in front can keep
 * it too. An upload's URL does not change content (Payload renames a filename that clashes with a stored one);
 * only an upload deleted and uploaded again under the same name can show its old picture until the TTL ends.
 */
const IMAGE_CACHE_TTL = process.env.REDIS_URL ? { minimumCacheTTL: 30 * 24 * 60 * 60 } : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...REDIS_CACHE,
  // One id per deployment (same for every instance of one build): clients of an older build reload on navigation.
  ...(process.env.NEXT_DEPLOYMENT_ID ? { deploymentId: process.env.NEXT_DEPLOYMENT_ID } : {}),
  // Separate build folders let several builds (tests, benchmarks, developers) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The security headers of every path; the proxy puts a nonce into each page's policy (src/lib/security/headers.mjs).
  headers: async () => securityHeaderRules(process.env),
  // `npm test` type-checks the whole project (tsc --noEmit) before anything is built; a second check inside
  // every build (start, tests, benchmarks) only cost time, and also checked scripts the app never bundles.
  typescript: { ignoreBuildErrors: true },
  images: {
    unoptimized: false,
    // AVIF first: covers are flat art scans, where it is about half the size of WebP.
    formats: ['image/avif', 'image/webp'],
    // Phone-width steps below 640: a full-width image on a 375 px phone at 2x should not need a 640+ file.
    deviceSizes: [360, 480, 640, 750, 828, 1080, 1200, 1920],
    // Fixed-width slots (card covers 150–300 px, search thumbnails, logos) get a file close to their size.
    imageSizes: [48, 64, 96, 128, 160, 200, 256, 320],
    ...IMAGE_CACHE_TTL,
  },
  // Catalogue, search and list URLs are served from their cached routes: the proxy names the route in a
  // request header and these rules rewrite to it (src/lib/navigation/cachedRoutes.ts says why).
  rewrites: async () => ({
    beforeFiles: CACHED_ROUTE_SOURCES.map((source) => ({
      source,
      has: [{ type: 'header', key: CACHED_ROUTE_HEADER, value: '/(?<kind>cached-view|cached-list)/(?<name>[a-z-]+)/(?<key>[^/]+)' }],
      destination: '/:kind/:name/:key',
    })).concat(COMMERCE_REWRITES),
  }),
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pg', 'nodemailer'],
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const ADMIN_ROUTES = '/admin/:path*'

/**
 * withPayload sends `Accept-CH`/`Critical-CH: Sec-CH-Prefers-Color-Scheme` on every route so the admin can
 * render its theme without a flash. On the public site `Critical-CH` makes Chromium throw away every first
 * response and request the page again (payloadcms/payload#17906), and nothing there reads the hint: keep
 * those headers on the admin only.
 */
function scopeClientHintsToAdmin(config) {
  const headers = config.headers
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH') ? { ...rule, source: ADMIN_ROUTES } : rule,
      ),
  }
}

export default scopeClientHintsToAdmin(withPayload(nextConfig, { devBundleServerPackages: false }))
