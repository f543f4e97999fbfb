import fs from 'node:fs'
import path from 'node:path'

/**
 * The cache handler the running build was made with (from `<distDir>/required-server-files.json`, which
 * `next build` writes); undefined with none, or when there is no production build (next dev).
 */
export function buildCacheHandler(distDir = process.env.NEXT_DIST_DIR || '.next'): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(distDir, 'required-server-files.json'), 'utf8')) as {
      config?: { cacheHandler?: unknown }
    }
    return typeof manifest.config?.cacheHandler === 'string' ? manifest.config.cacheHandler : undefined
  } catch {
    return undefined
  }
}
