import fs from 'node:fs'
import path from 'node:path'

import { CACHED_VIEW_PREFIX } from '../catalogue/cachedViews'
import { oldestBeyond } from './evictions'

/*
 * Next keeps every page it renders for a cached view (one per catalogue or search query, ~250 KB each)
 * and every cached data read as files in the build folder, with no upper bound: a crawler walking filter
 * combinations or a stream of distinct searches would fill the disk. This keeps the newest entries and
 * deletes the rest; a deleted entry is simply rendered or read again on its next request.
 */
export const MAX_CACHED_VIEW_PAGES = 1000
export const MAX_CACHED_DATA_ENTRIES = 5000
const PRUNE_EVERY_MS = 10 * 60_000

type Entry = { files: string[]; mtimeMs: number }

/** Where Next 16's file-system cache keeps the pages it renders at run time and unstable_cache's entries. */
const pageCacheDir = (distDir: string) => path.join(distDir, 'server', 'route-cache')
const dataCacheDir = (distDir: string) => path.join(distDir, 'cache', 'fetch-cache')

/** Cached view pages: `<key>.meta` with its `.html`, `.rsc` and `.segments/` siblings, under route-cache. */
function cachedViewPages(distDir: string): Entry[] {
  const root = pageCacheDir(distDir)
  if (!fs.existsSync(root)) return []
  const viewDirs = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isDirectory() && path.join(d.parentPath, d.name).endsWith(path.join('$', CACHED_VIEW_PREFIX)))
    .flatMap((d) => fs.readdirSync(path.join(d.parentPath, d.name)).map((view) => path.join(d.parentPath, d.name, view)))
  return viewDirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.meta'))
      .map((name) => {
        const base = path.join(dir, name.slice(0, -'.meta'.length))
        return {
          files: ['.meta', '.html', '.rsc', '.segments'].map((ext) => base + ext),
          mtimeMs: fs.statSync(base + '.meta').mtimeMs,
        }
      }),
  )
}

function cachedData(distDir: string): Entry[] {
  const dir = dataCacheDir(distDir)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => {
      const file = path.join(dir, d.name)
      return { files: [file], mtimeMs: fs.statSync(file).mtimeMs }
    })
}

/** How many cached view pages and data entries the build folder holds now (the soak test reports them). */
export function nextCacheEntries(distDir: string): { pages: number; data: number } {
  return { pages: cachedViewPages(distDir).length, data: cachedData(distDir).length }
}

/** Deletes the oldest cached view pages and data entries beyond the limits; returns how many entries went. */
export function pruneNextCache(
  distDir: string,
  limits = { pages: MAX_CACHED_VIEW_PAGES, data: MAX_CACHED_DATA_ENTRIES },
): number {
  const evicted = [...oldestBeyond(cachedViewPages(distDir), limits.pages), ...oldestBeyond(cachedData(distDir), limits.data)]
  for (const entry of evicted) for (const file of entry.files) fs.rmSync(file, { recursive: true, force: true })
  return evicted.length
}

/**
 * Empties the pages rendered at run time and the cached data of a build no server is running on (a running
 * server also keeps entries in memory): the next requests are rendered and read afresh. Prerendered pages stay.
 */
export function clearNextCache(distDir: string): void {
  for (const dir of [pageCacheDir(distDir), dataCacheDir(distDir)]) fs.rmSync(dir, { recursive: true, force: true })
}

/** Prunes now and every ten minutes in this server process. Errors are logged, never thrown: the cache is optional. */
export function startCachePruning(distDir = process.env.NEXT_DIST_DIR || '.next'): void {
  const prune = () => {
    try {
      pruneNextCache(path.resolve(distDir))
    } catch (error) {
      console.warn('Pruning the page cache failed:', error)
    }
  }
  prune()
  setInterval(prune, PRUNE_EVERY_MS).unref()
}
