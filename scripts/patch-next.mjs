/**
 * `postinstall`: one change to Next's server runtime (16.4.x), until upstream makes it.
 *
 * `IncrementalCache.set` measures every entry with `JSON.stringify(data).length`, though the size limit it
 * checks applies to fetch-cache entries only. For a page entry that serialises the page's HTML and, Buffers
 * being turned into arrays of numbers, every byte of its RSC data: about 1.5 ms of CPU and as much garbage
 * per uncached page (issue 15 item 7's catalogue views). The change measures fetch-cache entries only.
 *
 * Idempotent; a Next whose code no longer has the pattern is left alone, and `tests/unit/platform/nextPatch.test.ts`
 * then fails, so an upgrade says whether the change is still needed.
 */
import fs from 'node:fs'
import path from 'node:path'

const nextDir = path.join(process.cwd(), 'node_modules/next/dist')

/** [files, pattern, replacement]: the compiled runtimes (minified) and the plain sources. */
const CHANGES = [
  [
    fs.existsSync(path.join(nextDir, 'compiled/next-server'))
      ? fs
          .readdirSync(path.join(nextDir, 'compiled/next-server'))
          .filter((name) => name.endsWith('.prod.js'))
          .map((name) => `compiled/next-server/${name}`)
      : [],
    /(\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g,
    '$1=$3.fetchCache?JSON.stringify($2).length:0;if($3.fetchCache&&$1>2097152',
  ],
  [
    ['server/lib/incremental-cache/index.js', 'esm/server/lib/incremental-cache/index.js'],
    /const itemSize = JSON\.stringify\(data\)\.length;/g,
    'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;',
  ],
]

let changed = 0
for (const [files, pattern, replacement] of CHANGES) {
  for (const file of files) {
    const full = path.join(nextDir, file)
    if (!fs.existsSync(full)) continue
    const source = fs.readFileSync(full, 'utf8')
    const patched = source.replace(pattern, replacement)
    if (patched !== source) {
      fs.writeFileSync(full, patched)
      changed++
    }
  }
}
if (changed) console.log(`patch-next: IncrementalCache.set measures fetch-cache entries only (${changed} files)`)
