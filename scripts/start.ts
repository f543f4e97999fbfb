/**
 * `npm start`: migrate, seed an empty database, build if needed, print the logins, serve on :3000.
 */
import fs from 'node:fs'

import { checkInstances } from '../src/lib/config/instances'
import { getSecrets } from '../src/lib/config/secrets'
import { ensureBuild } from './lib/ensureBuild'
import { migrateDatabase } from './lib/migrateDatabase'
import { npmBin, run } from './lib/run'
import { LOGINS_FILE, printLogins } from './lib/seedState'
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './lib/serverNodeOptions'

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

const port = process.env.PORT || '3000'
const host = process.env.HOST || '127.0.0.1'
console.log(`▸ Serving on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
await run(process.execPath, [SERVER_ENTRY], {
  env: { ...process.env, NODE_OPTIONS: SERVER_NODE_OPTIONS, PORT: port, HOST: host },
})
