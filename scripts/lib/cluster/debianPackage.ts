import fs from 'node:fs'

import { run } from '../run'

const isRoot = () => process.getuid?.() === 0

/**
 * Makes sure a Debian package's program is present: `found()` decides; when it is missing and we are root,
 * `apt-get install -y <pkg>` (after an update), as scripts/test.ts does for chromium; otherwise an error
 * that says what to install.
 */
export async function ensureDebianPackage(pkg: string, found: () => boolean): Promise<void> {
  if (found()) return
  if (!isRoot()) throw new Error(`${pkg} is missing; install it: sudo apt-get install -y ${pkg}`)
  console.log(`▸ Installing Debian ${pkg}…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update'], { env })
  await run('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env })
  if (!found()) throw new Error(`apt-get installed ${pkg} but its program is still missing`)
}

export const fileExists = (file: string) => () => fs.existsSync(file)

/** When root, a command runs as `user` (PostgreSQL refuses to run as root); otherwise as we are. */
export function asUser(user: string, command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args]
}

export { isRoot }
