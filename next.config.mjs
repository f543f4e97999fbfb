import { withPayload } from '@payloadcms/next/withPayload'

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
  images: { unoptimized: false },
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

export default withPayload(nextConfig, { devBundleServerPackages: false })
