/**
 * Fails when a committed generated file no longer matches the Payload config:
 *   src/payload-types.ts                  (npm run generate:types)
 *   src/app/(payload)/admin/importMap.js  (npm run generate:importmap)
 *   src/lib/map/zipTable.generated.ts     (npm run generate:zips, from the installed zipcodes package)
 * Both are regenerated into temporary files beside the originals (the import map's relative
 * imports depend on its folder), compared, and the temporaries removed. Nothing tracked is written.
 */
import fs from 'node:fs'
import path from 'node:path'

import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

import { ZIP_TABLE_FILE, zipTableSource } from './generate-zip-table'

const root = path.resolve(import.meta.dirname, '..')
const TYPES_FILE = path.join(root, 'src/payload-types.ts')
const IMPORT_MAP_FILE = path.join(root, 'src/app/(payload)/admin/importMap.js')

// Loading the config only needs an adapter object, never a connection.
process.env.DATABASE_URL ||= `file:${path.join(root, 'tmp/check-generated.db')}`

// tsx's loader runs on a worker thread in Node 20; nothing else keeps the event loop alive while it loads modules.
const keepAlive = setInterval(() => {}, 60_000)
const { default: configPromise } = await import('../src/payload.config')
const config = await configPromise

const temporary = (file: string) => path.join(path.dirname(file), `.check-${process.pid}-${path.basename(file)}`)

async function regenerate(): Promise<{ file: string; fresh: string }[]> {
  const typesOut = temporary(TYPES_FILE)
  const importMapOut = temporary(IMPORT_MAP_FILE)
  try {
    process.env.PAYLOAD_TS_OUTPUT_PATH = typesOut
    await generateTypes(config, { log: false })
    await generateImportMap(
      { ...config, admin: { ...config.admin, importMap: { ...config.admin.importMap, importMapFile: importMapOut } } },
      { force: true, log: false },
    )
    return [
      { file: TYPES_FILE, fresh: fs.readFileSync(typesOut, 'utf8') },
      { file: IMPORT_MAP_FILE, fresh: fs.readFileSync(importMapOut, 'utf8') },
      { file: ZIP_TABLE_FILE, fresh: zipTableSource() },
    ]
  } finally {
    fs.rmSync(typesOut, { force: true })
    fs.rmSync(importMapOut, { force: true })
  }
}

const stale = (await regenerate()).filter(({ file, fresh }) => {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  return committed.trim() !== fresh.trim()
})

if (stale.length) {
  for (const { file } of stale) console.error(`✗ ${path.relative(root, file)} is stale.`)
  console.error('  Run `npm run generate` (and `npm run generate:zips` for the ZIP table) and commit the result.')
  process.exit(1)
}
console.log('✓ payload-types.ts, the admin import map and the ZIP table are current.')
clearInterval(keepAlive)
process.exit(0)
