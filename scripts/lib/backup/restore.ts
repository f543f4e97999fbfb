/**
 * `npm run restore -- <archive> [--force]` (issue 31 item 3, docs/deployment.md "Backups"): puts an archive of
 * `npm run backup` back, with the site stopped. It checks every file against the manifest's checksums, refuses to
 * replace a database holding documents without --force (plan.ts restoreDecision), restores the database, media and
 * secrets, runs the migrations this version of the site has and the archive lacks, and returns the manifest's
 * counts beside the restored database's.
 */
import fs from 'node:fs'
import path from 'node:path'

import { s3MediaSettings } from '../../../src/lib/storage/settings'

import { MANIFEST, MEDIA_FOLDER, POSTGRES_DUMP, SEARCH_COPY, SECRETS_COPY, SQLITE_COPY, type Manifest } from './backup'
import { postgresFacts, replaceSqlite, restorePostgres, sqliteFacts, totalRows } from './database'
import { checksums, filesUnder, unpackArchive, type InstancePaths } from './files'
import { compareCounts, restoreDecision, type CountRow } from './plan'
import { uploadMedia } from './s3Media'

/** The names of the committed migrations for a database kind (src/migrations/<kind>/<name>.ts, index.ts aside). */
function codeMigrations(kind: 'sqlite' | 'postgres'): string[] {
  return fs
    .readdirSync(path.resolve('src/migrations', kind))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length))
    .sort()
}

export type RestoreOptions = {
  archive: string
  force: boolean
  /** Runs the pending migrations against the restored database (`npm run migrate` in a child process). */
  migrate: () => Promise<void>
  log?: (line: string) => void
  /** The restored site's settings (S3_BUCKET: media go into that bucket). */
  env?: NodeJS.ProcessEnv
}

export type RestoreResult = { manifest: Manifest; counts: CountRow[]; migrated: string[]; seconds: number }

export async function restoreBackup(
  paths: InstancePaths,
  { archive, force, migrate, log = console.log, env = process.env }: RestoreOptions,
): Promise<RestoreResult> {
  const started = Date.now()
  const dir = fs.mkdtempSync(path.join(path.dirname(path.resolve(archive)), '.restore-'))
  try {
    await unpackArchive(archive, dir)
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
    const found = await checksums(dir, [MANIFEST])
    const damaged = Object.keys({ ...manifest.files, ...found }).filter((file) => manifest.files[file] !== found[file])
    if (damaged.length)
      throw new Error(`The archive does not match its manifest (${damaged.slice(0, 5).join(', ')}): not restoring it`)
    if (manifest.database.kind !== paths.database.kind)
      throw new Error(
        `The archive holds a ${manifest.database.kind} database; this site is configured for ${paths.database.kind} (DATABASE_URL)`,
      )

    const current =
      paths.database.kind === 'postgres'
        ? await postgresFacts(paths.database.url)
        : await sqliteFacts(paths.sqliteFile!)
    const decision = restoreDecision({
      targetRows: totalRows(current),
      force,
      archiveMigrations: manifest.database.migrations,
      codeMigrations: codeMigrations(paths.database.kind),
    })
    if (!decision.ok) throw new Error(`Not restoring: ${decision.reason}`)

    log(
      `▸ Restoring the database of ${manifest.createdAt} (version ${manifest.app.version}${manifest.app.commit ? `, ${manifest.app.commit.slice(0, 12)}` : ''})`,
    )
    if (paths.database.kind === 'postgres') await restorePostgres(path.join(dir, POSTGRES_DUMP), paths.database.url)
    else {
      replaceSqlite(path.join(dir, SQLITE_COPY), paths.sqliteFile!)
      // No index in the archive: the one beside the file belongs to the replaced database; migrate rebuilds it.
      if (fs.existsSync(path.join(dir, SEARCH_COPY))) replaceSqlite(path.join(dir, SEARCH_COPY), paths.searchFile!)
      else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(paths.searchFile! + suffix, { force: true })
    }
    if (fs.existsSync(path.join(dir, SECRETS_COPY))) {
      // The replaced secrets are kept beside: they signed the sessions and previews of the database replaced.
      if (fs.existsSync(paths.secretsFile)) fs.copyFileSync(paths.secretsFile, `${paths.secretsFile}.before-restore`)
      fs.mkdirSync(path.dirname(paths.secretsFile), { recursive: true })
      fs.copyFileSync(path.join(dir, SECRETS_COPY), paths.secretsFile)
      fs.chmodSync(paths.secretsFile, 0o600)
    }
    const media = filesUnder(path.join(dir, MEDIA_FOLDER))
    // Into the bucket this site is configured with, else its local folder (whichever the archive came from).
    const s3 = s3MediaSettings(env)
    const contentTypes = manifest.media.kind === 's3' ? manifest.media.contentTypes : {}
    if (s3 && media.length) await uploadMedia(s3, path.join(dir, MEDIA_FOLDER), contentTypes)
    else if (media.length) fs.cpSync(path.join(dir, MEDIA_FOLDER), paths.mediaDir, { recursive: true, force: true })
    log(`▸ ${media.length} media files restored into ${s3 ? `the bucket ${s3.bucket}` : paths.mediaDir}`)

    const searchMissing = paths.database.kind === 'sqlite' && !fs.existsSync(path.join(dir, SEARCH_COPY))
    if (decision.pendingMigrations.length || searchMissing) {
      log(
        decision.pendingMigrations.length
          ? `▸ The archive is older than this version: migrating (${decision.pendingMigrations.join(', ')})`
          : '▸ Rebuilding the search index',
      )
      await migrate()
    }
    const restored =
      paths.database.kind === 'postgres'
        ? await postgresFacts(paths.database.url)
        : await sqliteFacts(paths.sqliteFile!)
    return {
      manifest,
      counts: compareCounts(manifest.counts, restored.counts),
      migrated: decision.pendingMigrations,
      seconds: (Date.now() - started) / 1000,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
