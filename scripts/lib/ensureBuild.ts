import { buildIsCurrent, recordBuild } from './buildFingerprint'
import { npmBin, run } from './run'

/** Builds the production app unless the last build was made from exactly these sources. */
export async function ensureBuild(): Promise<void> {
  if (buildIsCurrent()) {
    console.log('▸ Production build is up to date.')
    return
  }
  console.log('▸ Building the production app (about a minute)…')
  await run(npmBin('next'), ['build', '--webpack'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: '--no-deprecation --disable-proto=delete --max-old-space-size=4096',
    },
  })
  recordBuild()
}
