import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { cacheMaxBytes } from './src/lib/cache/memoryCacheHandler.mjs'
import { securityHeaderRules } from './src/lib/security/headers.mjs'

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
 * Next's cache (its data cache, which `unstable_cache` uses, and any page or route handler it caches) goes
 * through a cache handler of ours, documented `cacheHandler` option, with `cacheMaxMemorySize: 0` as the
 * documentation asks of a custom handler (Next then keeps no copy of its own; 'use cache' is not used here).
 * - Several instances (issue 14): with REDIS_URL set, the cache lives in Redis, shared by all instances, so a
 *   revalidation on one reaches the others. Redis bounds it (maxmemory with an LRU policy).
 * - One instance: in this process's memory, least recently used out past CACHE_MAX_MEMORY_MB (default 256);
 *   Next's own file-system cache would grow on disk without a bound. The bound is read here too, so a bad
 *   value stops the build or the start rather than every request.
 */
if (!process.env.REDIS_URL) cacheMaxBytes(process.env)
const CACHE_HANDLER = process.env.REDIS_URL
  ? new URL('./src/lib/cache/redisCacheHandler.mjs', import.meta.url)
  : new URL('./src/lib/cache/memoryCacheHandler.mjs', import.meta.url)
const CACHE = { cacheHandler: fileURLToPath(CACHE_HANDLER), cacheMaxMemorySize: 0 }

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
  ...CACHE,
  // One id per deployment (same for every instance of one build): clients of an older build reload on navigation.
  ...(process.env.NEXT_DEPLOYMENT_ID ? { deploymentId: process.env.NEXT_DEPLOYMENT_ID } : {}),
  // Separate build folders let several builds (tests, benchmarks, developers) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  experimental: {
    // An unmatched path renders src/app/global-not-found.tsx as a page, so its HTML carries the 404 texts before
    // any script runs. Thrown from a page, notFound() gets a body React fills only in the browser (docs/upstream.md).
    globalNotFound: true,
  },
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
    // Fixed-width slots (card covers 150–300 px, search thumbnails) get a file close to their size; 600 is
    // SPEC's width for the Poulin page's support logos.
    imageSizes: [48, 64, 96, 128, 160, 200, 256, 320, 600],
    ...IMAGE_CACHE_TTL,
  },
  rewrites: async () => ({ beforeFiles: COMMERCE_REWRITES }),
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
        rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
          ? { ...rule, source: ADMIN_ROUTES }
          : rule,
      ),
  }
}

export default scopeClientHintsToAdmin(withPayload(nextConfig, { devBundleServerPackages: false }))
