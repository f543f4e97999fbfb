import { withPayload } from '@payloadcms/next/withPayload'

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

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several builds (tests, benchmarks, developers) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
