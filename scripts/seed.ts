/**
 * `npm run seed [-- --books N]`: fills an EMPTY database with the demo site and prints the two logins.
 * Refuses a database that already has content; to reseed, delete the database, migrate, and run again.
 * Env: SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, SEED_LIBRARY_EMAIL / SEED_LIBRARY_PASSWORD (random passwords otherwise).
 */
import { parseArgs } from 'node:util'

import { bootPayload } from './lib/payload'
import { printLogins, saveLogins } from './lib/seedState'
import { seed } from './seed/index'

const { values } = parseArgs({
  options: {
    books: { type: 'string' },
    bulk: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})

if (values.help) {
  console.log('Usage: npm run seed -- [--books N] [--bulk]\n  --books N  Library Program books (default 320; above 2,000 they are bulk-inserted)\n  --bulk     use the bulk writer whatever N is')
  process.exit(0)
}

const books = values.books === undefined ? undefined : Number(values.books)
if (books !== undefined && (!Number.isInteger(books) || books < 0)) {
  console.error(`--books must be a whole number (got "${values.books}")`)
  process.exit(1)
}

const payload = await bootPayload()
let exitCode = 0
try {
  console.log('▸ Seeding demo content…')
  const result = await seed(payload, { books, bulk: values.bulk })
  saveLogins(result.logins)
  printLogins(result.logins)
} catch (error) {
  console.error(`✗ Seed failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(exitCode)
