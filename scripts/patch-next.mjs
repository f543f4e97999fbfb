/**
 * `postinstall`: two changes to Next's server runtime (16.4.x), until upstream makes them.
 *
 * 1. `IncrementalCache.set` measures every entry with `JSON.stringify(data).length`, though the size limit it
 *    checks applies to fetch-cache entries only. For a page entry that serialises the page's HTML and, Buffers
 *    being turned into arrays of numbers, every byte of its RSC data: about 1.5 ms of CPU and as much garbage
 *    per uncached page (issue 15 item 7's catalogue views). The change measures fetch-cache entries only.
 * 2. Every page rendered at run time is also split into per-segment prefetch data (the whole RSC payload
 *    decoded and encoded again per segment, then written as `.segments/` files). The change asks the site
 *    first: `globalThis.__artSkipSegmentPrefetchData(pagePath)`, installed by src/instrumentation.ts from
 *    src/lib/cache/segmentPrefetchData.ts, may answer that a page needs none. Without the hook nothing changes.
 *
 * Idempotent; a Next whose code no longer has a pattern is left alone, and the unit tests
 * (tests/unit/platform/nextIncrementalCache.test.ts, tests/unit/cache/segmentPrefetchData.test.ts) then fail, so an upgrade
 * says whether each change is still needed.
 */
import fs from 'node:fs'
import path from 'node:path'

const nextDir = path.join(process.cwd(), 'node_modules/next/dist')

/** The compiled (minified) server runtimes `next start` loads. */
const PROD_RUNTIMES = fs.existsSync(path.join(nextDir, 'compiled/next-server'))
  ? fs
      .readdirSync(path.join(nextDir, 'compiled/next-server'))
      .filter((name) => name.endsWith('.prod.js'))
      .map((name) => `compiled/next-server/${name}`)
  : []

/** { what, files, pattern, replacement }: each change, in the minified runtimes and, where used, the plain sources. */
const CHANGES = [
  {
    what: 'IncrementalCache.set measures fetch-cache entries only',
    files: PROD_RUNTIMES,
    pattern: /(\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g,
    replacement: '$1=$3.fetchCache?JSON.stringify($2).length:0;if($3.fetchCache&&$1>2097152',
  },
  {
    what: 'IncrementalCache.set measures fetch-cache entries only',
    files: ['server/lib/incremental-cache/index.js', 'esm/server/lib/incremental-cache/index.js'],
    pattern: /const itemSize = JSON\.stringify\(data\)\.length;/g,
    replacement: 'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;',
  },
  {
    // collectSegmentData(fullPageDataBuffer, prerenderStore, ComponentMod, renderOpts, pagePath, metadata):
    // the fifth parameter is the page's path. No `function` keyword between the header and the call, so the
    // match stays inside that one function.
    what: 'per-segment prefetch data only for the pages that use it',
    files: PROD_RUNTIMES,
    pattern:
      /(async function [\w$]+\([\w$]+,[\w$]+,([\w$]+),[\w$]+,([\w$]+),([\w$]+)\)\{(?:(?!function)[\s\S])*?)\4\.segmentData=await \2\.collectSegmentData\(/g,
    replacement: '$1$4.segmentData=globalThis.__artSkipSegmentPrefetchData?.($3)?void 0:await $2.collectSegmentData(',
  },
]

const applied = new Map()
for (const { what, files, pattern, replacement } of CHANGES) {
  for (const file of files) {
    const full = path.join(nextDir, file)
    if (!fs.existsSync(full)) continue
    const source = fs.readFileSync(full, 'utf8')
    const patched = source.replace(pattern, replacement)
    if (patched !== source) {
      fs.writeFileSync(full, patched)
      applied.set(what, (applied.get(what) ?? 0) + 1)
    }
  }
}
for (const [what, count] of applied) console.log(`patch-next: ${what} (${count} files)`)
