/**
 * npm run backup [-- --keep N]: one archive of this instance (database, media, secrets, manifest) in BACKUP_DIR
 * (default <DATA_DIR>/backups), taken while the site serves; --keep N then removes all but the newest N archives.
 * Uses DATABASE_URL, DATA_DIR and MEDIA_DIR like the site (docs/deployment.md "Backups").
 */
import { createBackup } from './lib/backup/backup'
import { instancePaths } from './lib/backup/files'
import { keepOption } from './lib/backup/plan'

try {
  const result = await createBackup(instancePaths(process.env), { keep: keepOption(process.argv.slice(2)) })
  const { manifest } = result
  const documents = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0)
  const media = `${manifest.media.files} media files${manifest.media.kind === 's3' ? ` from the bucket ${manifest.media.bucket}` : ''}`
  console.log(`✓ ${result.archive}`)
  console.log(
    `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s: ${manifest.database.kind} at ${manifest.database.newestMigration ?? 'no migration'}, ${documents} documents, ${media}`,
  )
  for (const name of result.removed) console.log(`  removed ${name} (--keep)`)
} catch (error) {
  console.error(`✗ Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
