/**
 * `npm run backup` (issue 31 item 3, docs/deployment.md "Backups"): one archive in BACKUP_DIR holding a consistent
 * copy of the database taken while the site serves, the uploaded media (the local folder, or the objects of the
 * S3 bucket), the secrets file, and manifest.json (the
 * site's version and commit, the newest migration, the documents per collection, a sha256 per file).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { s3MediaSettings } from '../../../src/lib/storage/settings'
import { copySqlite, dumpPostgres, sqliteFacts, type DatabaseFacts } from './database'
import { checksums, filesUnder, packArchive, type InstancePaths } from './files'
import { archiveName, archivesToRemove } from './plan'
import { downloadMedia } from './s3Media'

export const MANIFEST = 'manifest.json'
export const SQLITE_COPY = 'database.sqlite'
export const SEARCH_COPY = 'search.sqlite'
export const POSTGRES_DUMP = 'database.pgdump'
export const SECRETS_COPY = 'secrets.json'
export const MEDIA_FOLDER = 'media'

export type Manifest = {
  format: 1
  createdAt: string
  app: { version: string; commit: string | null }
  database: { kind: 'sqlite' | 'postgres'; file: string; newestMigration: string | null; migrations: string[] }
  /** Documents per collection table, in the copied database. */
  counts: Record<string, number>
  /** The media files in the archive's media folder, from the local folder or the bucket (with each object's content type). */
  media:
    | { kind: 'local'; files: number }
    | { kind: 's3'; bucket: string; prefix: string; files: number; contentTypes: Record<string, string> }
  /** sha256 of every other file in the archive, by its path there. */
  files: Record<string, string>
}

/** The commit of the checkout the site runs from, when it is one. */
function gitCommit(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    )
  } catch {
    return null
  }
}

function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }).version
}

export type BackupResult = { archive: string; manifest: Manifest; removed: string[]; seconds: number; bytes: number }

/** Writes one archive of the instance into its backup folder, then, with `keep`, removes all but the newest `keep`. */
export async function createBackup(
  paths: InstancePaths,
  options: { keep?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<BackupResult> {
  const started = Date.now()
  const takenAt = new Date()
  fs.mkdirSync(paths.backupDir, { recursive: true, mode: 0o700 })
  const staging = fs.mkdtempSync(path.join(paths.backupDir, '.staging-'))
  try {
    let facts: DatabaseFacts
    let databaseFile: string
    if (paths.database.kind === 'postgres') {
      databaseFile = POSTGRES_DUMP
      facts = await dumpPostgres(paths.database.url, path.join(staging, POSTGRES_DUMP))
    } else {
      if (!paths.sqliteFile || !fs.existsSync(paths.sqliteFile))
        throw new Error(`No SQLite database at ${paths.sqliteFile ?? paths.database.url}`)
      databaseFile = SQLITE_COPY
      await copySqlite(paths.sqliteFile, path.join(staging, SQLITE_COPY))
      // Counted in the copy: exactly what the archive holds, whatever was written meanwhile.
      facts = await sqliteFacts(path.join(staging, SQLITE_COPY))
      if (paths.searchFile && fs.existsSync(paths.searchFile))
        await copySqlite(paths.searchFile, path.join(staging, SEARCH_COPY))
    }
    if (fs.existsSync(paths.secretsFile)) fs.copyFileSync(paths.secretsFile, path.join(staging, SECRETS_COPY))
    const s3 = s3MediaSettings(options.env ?? process.env)
    const mediaCopy = path.join(staging, MEDIA_FOLDER)
    const contentTypes = s3 ? await downloadMedia(s3, mediaCopy) : {}
    if (!s3 && fs.existsSync(paths.mediaDir)) fs.cpSync(paths.mediaDir, mediaCopy, { recursive: true })
    const mediaFiles = filesUnder(mediaCopy).length
    const files = await checksums(staging)
    const manifest: Manifest = {
      format: 1,
      createdAt: takenAt.toISOString(),
      app: { version: appVersion(), commit: gitCommit() },
      database: {
        kind: paths.database.kind,
        file: databaseFile,
        newestMigration: facts.migrations.at(-1) ?? null,
        migrations: facts.migrations,
      },
      counts: facts.counts,
      media: s3
        ? { kind: 's3', bucket: s3.bucket, prefix: s3.prefix, files: mediaFiles, contentTypes }
        : { kind: 'local', files: mediaFiles },
      files,
    }
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))
    const archive = path.join(paths.backupDir, archiveName(takenAt))
    await packArchive(staging, archive)
    fs.chmodSync(archive, 0o600)
    const removed = options.keep === undefined ? [] : archivesToRemove(fs.readdirSync(paths.backupDir), options.keep)
    for (const name of removed) fs.rmSync(path.join(paths.backupDir, name))
    return { archive, manifest, removed, seconds: (Date.now() - started) / 1000, bytes: fs.statSync(archive).size }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
