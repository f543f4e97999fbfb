/**
 * `npm start`'s preparation, in a process of its own that exits before the server starts (scripts/start.mjs):
 * migrate, seed an empty database, build if needed, print the logins. Payload loaded here (~280 MB) is then
 * freed with the process instead of staying beside the server.
 */
import fs from 'node:fs'

import { checkInstances } from '../src/lib/config/instances'
import { getSecrets } from '../src/lib/config/secrets'
import { ensureBuild } from './lib/ensureBuild'
import { migrateDatabase } from './lib/migrateDatabase'
import { npmBin, run } from './lib/run'
import { LOGINS_FILE, printLogins } from './lib/seedState'

Object.assign(process.env, { NODE_ENV: 'production' })
process.env.NEXT_TELEMETRY_DISABLED = '1'

// Before touching the database: a multi-instance setup without shared state must not start at all.
const instances = checkInstances(process.env)
if (!instances.ok) {
  console.error(instances.message)
  process.exit(1)
}
getSecrets()
console.log('▸ Applying database migrations…')
const { isEmpty } = await migrateDatabase()
if (isEmpty) {
  console.log('▸ Empty database: seeding demo content…')
  await run(npmBin('tsx'), ['scripts/seed.ts'])
}
// After the seed, so pages prerendered at build time show this database's content.
await ensureBuild()
if (fs.existsSync(LOGINS_FILE)) printLogins()

// A client Payload left open (the search index's, Redis) must not keep this process, and its memory, alive.
process.exit(0)
