/**
 * npm run search:rebuild — empties the search index and indexes every published book, news item,
 * guide and note again. Uses DATABASE_URL like the site (SQLite file or Postgres).
 */
import { rebuildSearchIndex } from '../src/lib/search/rebuild'
import { bootPayload } from './lib/payload'

const payload = await bootPayload()
const started = Date.now()
try {
  const counts = await rebuildSearchIndex(payload, (collection, done, total) => {
    if (done === total || done % 5000 === 0) process.stdout.write(`  ${collection}: ${done}/${total}\n`)
  })
  const summary = Object.entries(counts).map(([c, n]) => `${n} ${c}`).join(', ')
  console.log(`Search index rebuilt: ${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await payload.destroy()
}
