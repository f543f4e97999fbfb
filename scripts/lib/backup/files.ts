/**
 * The files of a backup: where an instance keeps what is backed up, checksums, and the archive itself. The archive
 * is a gzipped tar written by the system's `tar` (GNU tar on Debian and Ubuntu; no tar package is among the site's
 * dependencies), so it opens with `tar -xzf` on any machine without the site.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { resolveDatabaseTarget, sqliteFilePath, type DatabaseTarget } from '../../../src/lib/db/databaseUrl'
import { secretsFilePath } from '../../../src/lib/config/secretsFile'
import { searchFileFor } from '../../../src/lib/search/sqlite'

const execFileAsync = promisify(execFile)

/** Where an instance keeps what a backup holds, from the environment the site runs with. */
export type InstancePaths = {
  database: DatabaseTarget
  /** The SQLite file, and its search index beside it (rebuilt by `npm run migrate` when missing). */
  sqliteFile?: string
  searchFile?: string
  secretsFile: string
  mediaDir: string
  backupDir: string
}

export function instancePaths(env: NodeJS.ProcessEnv): InstancePaths {
  const database = resolveDatabaseTarget(env.DATABASE_URL, env.NODE_ENV ?? 'production')
  const sqliteFile = database.kind === 'sqlite' ? (sqliteFilePath(database.url) ?? undefined) : undefined
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  return {
    database,
    sqliteFile: sqliteFile && path.resolve(sqliteFile),
    searchFile: sqliteFile && path.resolve(searchFileFor(sqliteFile)),
    secretsFile: secretsFilePath(env.DATA_DIR),
    // As src/collections/Media.ts.
    mediaDir: path.resolve(env.MEDIA_DIR || 'data/media'),
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
  }
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every file under `dir`, as paths relative to it ('/'-separated), in a stable order. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Checksums of the files under `dir` (relative paths), `except` left out. */
export async function checksums(dir: string, except: string[] = []): Promise<Record<string, string>> {
  const sums: Record<string, string> = {}
  for (const file of filesUnder(dir).filter((name) => !except.includes(name)))
    sums[file] = await sha256(path.join(dir, file))
  return sums
}

/** Packs `dir`'s contents into `archive` (written as `.partial`, then renamed: a half-written archive never has the final name). */
export async function packArchive(dir: string, archive: string): Promise<void> {
  const partial = `${archive}.partial`
  await execFileAsync('tar', ['-czf', partial, '-C', dir, '.'])
  fs.renameSync(partial, archive)
}

export async function unpackArchive(archive: string, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  await execFileAsync('tar', ['-xzf', archive, '-C', dir])
}
