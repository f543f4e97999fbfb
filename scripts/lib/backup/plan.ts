/**
 * The decisions of `npm run backup` and `npm run restore` (issue 31 item 3, docs/deployment.md "Backups"), kept
 * apart from the files and databases they act on: the archive's name, which archives `--keep N` removes, which
 * tables count as collections, whether a restore may go ahead and what it must migrate, and how the restored
 * counts compare with the archive's.
 */

const ARCHIVE = /^art-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z)\.tar\.gz$/

/** `art-backup-2026-11-28T09-30-00-123Z.tar.gz`: the time it was taken (UTC), sortable as text, no colon for rsync or Windows. */
export function archiveName(takenAt: Date): string {
  return `art-backup-${takenAt.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`
}

/**
 * The archives `--keep N` removes from a folder's file names: every backup archive but the newest `keep`. Other
 * files (an archive copied in by hand under another name, a half-written `.partial`) are never touched.
 */
export function archivesToRemove(fileNames: string[], keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`--keep must be a whole number of archives, 1 or more (got ${keep})`)
  return fileNames
    .filter((name) => ARCHIVE.test(name))
    .sort()
    .reverse()
    .slice(keep)
}

/** The value of `--keep N` / `--keep=N` in a command's arguments, or undefined when not given. */
export function keepOption(args: string[]): number | undefined {
  const index = args.findIndex((arg) => arg === '--keep' || arg.startsWith('--keep='))
  if (index === -1) return undefined
  const arg = args[index]!
  const value = arg.includes('=') ? arg.slice('--keep='.length) : args[index + 1]
  if (!value || !/^\d+$/.test(value)) throw new Error('--keep needs a number: --keep 7')
  return Number(value)
}

/**
 * The tables that hold a collection's (or a global's) documents, from each table's columns: Payload gives those
 * `id`, `created_at` and `updated_at`; an array or block field's table has `_parent_id` instead, a relationship
 * table neither date, and a versions table's name starts with `_`. payload_migrations is left out: the manifest
 * lists the migrations themselves, and a restore that migrates adds to them.
 */
export function collectionTables(columnsByTable: Record<string, string[]>): string[] {
  return Object.entries(columnsByTable)
    .filter(([table, columns]) => {
      if (table.startsWith('_') || table.startsWith('sqlite_') || table === 'payload_migrations') return false
      return (
        ['id', 'created_at', 'updated_at'].every((column) => columns.includes(column)) &&
        !columns.includes('_parent_id')
      )
    })
    .map(([table]) => table)
    .sort()
}

export type RestoreDecision = { ok: false; reason: string } | { ok: true; pendingMigrations: string[] }

/**
 * Whether a restore may go ahead: not over a database that holds documents unless `--force` (a restore replaces
 * them all), and never from an archive made by a newer version of the site (its database has migrations this code
 * does not know: upgrade the code first). It goes ahead with the code's migrations the archive lacks to run.
 */
export function restoreDecision(input: {
  targetRows: number
  force: boolean
  archiveMigrations: string[]
  codeMigrations: string[]
}): RestoreDecision {
  const unknown = input.archiveMigrations.filter((name) => !input.codeMigrations.includes(name))
  if (unknown.length > 0)
    return {
      ok: false,
      reason: `the archive's database has migrations this version of the site does not know (${unknown.join(', ')}): restore it with the version that made it, or upgrade first`,
    }
  if (input.targetRows > 0 && !input.force)
    return {
      ok: false,
      reason: `the database is not empty (${input.targetRows} documents): restoring replaces them all. Run again with --force to do so`,
    }
  return { ok: true, pendingMigrations: input.codeMigrations.filter((name) => !input.archiveMigrations.includes(name)) }
}

export type CountRow = { collection: string; archive: number | undefined; restored: number | undefined; same: boolean }

/**
 * The archive's count of each collection beside the restored database's, every collection either has. A collection
 * the archive lacks (added by a migration since) is the same when it is empty.
 */
export function compareCounts(archive: Record<string, number>, restored: Record<string, number>): CountRow[] {
  return [...new Set([...Object.keys(archive), ...Object.keys(restored)])].sort().map((collection) => ({
    collection,
    archive: archive[collection],
    restored: restored[collection],
    same: (archive[collection] ?? 0) === (restored[collection] ?? 0),
  }))
}

/** The comparison as a table for the terminal. */
export function countTable(rows: CountRow[]): string {
  const width = Math.max(10, ...rows.map((row) => row.collection.length))
  const cell = (value: number | undefined) => String(value ?? '—').padStart(9)
  const lines = rows.map(
    (row) => `  ${row.collection.padEnd(width)} ${cell(row.archive)} ${cell(row.restored)}${row.same ? '' : '  ≠'}`,
  )
  return [`  ${'collection'.padEnd(width)} ${'archive'.padStart(9)} ${'restored'.padStart(9)}`, ...lines].join('\n')
}
