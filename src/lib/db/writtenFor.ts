import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The versions the database workarounds of this folder were written and tested for (docs/upstream.md, one row
 * each). Another version may have fixed the bug (the workaround is then dead weight) or changed the internals it
 * relies on (the workaround then breaks quietly), so the site refuses to start until someone has checked.
 */
export const WRITTEN_FOR = {
  // src/lib/db/jobClaims.ts (both databases)
  payload: '3.90.2',
  // src/lib/db/serialiseSqliteWrites.ts, pooledSqliteTransactions.ts, transactionLock.ts
  '@payloadcms/db-sqlite': '3.90.2',
  '@libsql/client': '0.14.0',
  libsql: '0.4.7',
} as const

export type WrittenForPackage = keyof typeof WRITTEN_FOR

/** The packages whose installed version differs from the one written for, as readable lines; empty when all match. */
export function versionMismatches(
  installed: Partial<Record<WrittenForPackage, string>>,
  packages: readonly WrittenForPackage[],
): string[] {
  return packages
    .filter((name) => installed[name] !== WRITTEN_FOR[name])
    .map(
      (name) =>
        `${name} ${installed[name] ?? '(not found)'} is installed; the workarounds were written for ${WRITTEN_FOR[name]}`,
    )
}

/** The version in the package's own package.json (not importable: the packages export no ./package.json). */
function installedVersion(name: string): string | undefined {
  const direct = path.join(process.cwd(), 'node_modules', name, 'package.json')
  const candidates = [direct]
  try {
    // A layout without a top-level node_modules: walk up from the entry point Node resolves.
    let dir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve(name))
    for (; dir !== path.dirname(dir); dir = path.dirname(dir)) candidates.push(path.join(dir, 'package.json'))
  } catch {
    // Not resolvable from here: only the direct path can tell.
  }
  for (const file of candidates) {
    if (!fs.existsSync(file)) continue
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string }
    if (manifest.name === name) return manifest.version
  }
  return undefined
}

/** Throws, before the adapter is built, when an installed version is not the one the workarounds were written for. */
export function assertWrittenFor(packages: readonly WrittenForPackage[]): void {
  const installed = Object.fromEntries(packages.map((name) => [name, installedVersion(name)]))
  const mismatches = versionMismatches(installed, packages)
  if (!mismatches.length) return
  throw new Error(
    [
      'The database workarounds in src/lib/db were not written for the installed versions:',
      ...mismatches.map((line) => `  - ${line}`),
      'Check each row of docs/upstream.md against the new version (run the test it names; remove what is fixed',
      'upstream), then set the versions in src/lib/db/writtenFor.ts, or install the versions above.',
    ].join('\n'),
  )
}
