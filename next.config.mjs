import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several builds (tests, benchmarks, developers) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc --noEmit) before anything is built; a second check inside
  // every build (start, tests, benchmarks) only cost time, and also checked scripts the app never bundles.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: false },
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
