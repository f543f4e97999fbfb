import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { resolveDatabaseTarget } from '../../src/lib/db/databaseUrl'

// The seed is an input too: pages prerendered at build time show the content it wrote.
const INPUTS = [
  'src',
  'public',
  'scripts/seed.ts',
  'scripts/seed',
  'package.json',
  'package-lock.json',
  'next.config.mjs',
  'tsconfig.json',
]

function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name))
}

/** A hash of everything a production build depends on (file contents, not timestamps, and the database it prerendered from). */
function buildFingerprint(root = process.cwd()): string {
  const hash = crypto.createHash('sha256')
  // Prerendered pages hold content, so a build belongs to one database.
  hash.update(resolveDatabaseTarget(process.env.DATABASE_URL, process.env.NODE_ENV, root).url)
  // next.config.mjs builds these in (the Redis cache handler, the deployment id); unset, the hash is as before.
  if (process.env.REDIS_URL) hash.update('redis-cache')
  if (process.env.NEXT_DEPLOYMENT_ID) hash.update(`deployment-id:${process.env.NEXT_DEPLOYMENT_ID}`)
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file))
      hash.update(fs.readFileSync(file))
    }
  }
  return hash.digest('hex')
}

const distDir = () => process.env.NEXT_DIST_DIR || '.next'
const fingerprintFile = () => path.join(distDir(), 'art-build-fingerprint')

export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.join(distDir(), 'BUILD_ID'))) return false
  try {
    return fs.readFileSync(fingerprintFile(), 'utf8') === buildFingerprint()
  } catch {
    return false
  }
}

export function recordBuild(): void {
  fs.writeFileSync(fingerprintFile(), buildFingerprint())
}
