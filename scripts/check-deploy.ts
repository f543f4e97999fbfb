/**
 * `npm run check:deploy` (and `npm test`'s static step "deploy"): the small server's files as their tools read them
 * (docs/deployment.md "One small server"). The systemd units in deploy/systemd/ pass `systemd-analyze verify` with
 * no warning at all (an unknown key is only a warning there), with this machine's node in place of /usr/bin/node;
 * deploy/nginx-small-server.conf passes `nginx -t` inside a minimal nginx.conf, with a self-signed certificate made
 * for the check in place of Let's Encrypt's, and the cache in a temporary folder. Installs Debian's systemd,
 * nginx and openssl when missing and root, as the test command does for chromium.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianPackage } from './lib/cluster/debianPackage'

const UNITS_DIR = 'deploy/systemd'
const NGINX_SITE = 'deploy/nginx-small-server.conf'

const hasProgram = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0

/** Runs a tool; its output is the failure when it exits non-zero or, with `quiet`, says anything at all. */
function check(label: string, command: string, args: string[], { quiet = false } = {}): boolean {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()
  const ok = result.status === 0 && (!quiet || output === '')
  console.log(`${ok ? '✓' : '✗'} ${label}`)
  if (!ok) console.log(output || result.error?.message || `exit ${result.status}`)
  return ok
}

async function verifyUnits(work: string): Promise<boolean> {
  await ensureDebianPackage('systemd', () => hasProgram('systemd-analyze'))
  const dir = path.join(work, 'systemd')
  fs.mkdirSync(dir)
  const units = fs.readdirSync(UNITS_DIR).filter((name) => /\.(service|timer)$/.test(name))
  for (const name of units) {
    const text = fs.readFileSync(path.join(UNITS_DIR, name), 'utf8')
    fs.writeFileSync(path.join(dir, name), text.replaceAll('/usr/bin/node', process.execPath))
  }
  const files = units.map((name) => path.join(dir, name))
  return check(`systemd-analyze verify ${units.join(' ')}`, 'systemd-analyze', ['verify', ...files], { quiet: true })
}

async function testNginx(work: string): Promise<boolean> {
  await ensureDebianPackage('nginx', () => hasProgram('nginx'))
  await ensureDebianPackage('openssl', () => hasProgram('openssl'))
  const dir = path.join(work, 'nginx')
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true })
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')]
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=www.example.org',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {
      stdio: 'ignore',
    },
  )
  if (made.status !== 0) throw new Error('openssl could not make the self-signed certificate')
  const site = fs
    .readFileSync(NGINX_SITE, 'utf8')
    .replaceAll('/etc/letsencrypt/live/www.example.org/fullchain.pem', cert)
    .replaceAll('/etc/letsencrypt/live/www.example.org/privkey.pem', key)
    .replaceAll('/var/cache/nginx/art', path.join(dir, 'cache'))
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  // What Debian's /etc/nginx/nginx.conf gives a site file: the http context (temporary folders of its own here).
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`,
  )
  const main = [
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')};`,
    'events {}',
    'http {',
    ...temp,
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main)
  return check(`nginx -t on ${NGINX_SITE}`, 'nginx', [
    '-t',
    '-q',
    '-e',
    path.join(dir, 'error.log'),
    '-c',
    path.join(dir, 'nginx.conf'),
  ])
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'art-check-deploy-'))
try {
  const results = [await verifyUnits(work), await testNginx(work)]
  process.exitCode = results.every(Boolean) ? 0 : 1
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
