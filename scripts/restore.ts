/**
 * npm run restore -- <archive> [--force]: puts an archive of `npm run backup` back into this instance (DATABASE_URL,
 * DATA_DIR, MEDIA_DIR), the site stopped. Refuses to replace a database holding documents without --force; migrates
 * when the archive is older than the code; prints the archive's counts beside the restored ones and exits non-zero
 * when they differ (docs/deployment.md "Backups").
 */
import { instancePaths } from './lib/backup/files'
import { countTable } from './lib/backup/plan'
import { restoreBackup } from './lib/backup/restore'
import { npmBin, run } from './lib/run'

const args = process.argv.slice(2)
const archive = args.find((arg) => !arg.startsWith('--'))
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]')
  process.exit(2)
}
try {
  const result = await restoreBackup(instancePaths(process.env), {
    archive,
    force: args.includes('--force'),
    migrate: () => run(npmBin('tsx'), ['scripts/migrate.ts']),
  })
  console.log(countTable(result.counts))
  const differing = result.counts.filter((row) => !row.same)
  if (differing.length) {
    console.error(`✗ ${differing.length} collections differ from the archive's counts`)
    process.exitCode = 1
  } else console.log(`✓ Restored in ${result.seconds.toFixed(1)} s; every collection has the archive's count`)
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
