/** Starts nginx (Debian's, installed when missing and root) as the cluster's balancer, on its generated config. */
import fs from 'node:fs'
import path from 'node:path'

import { run } from '../run'
import { ensureDebianPackage, fileExists, isRoot } from './debianPackage'
import { nginxConfig } from './nginxConfig'
import { spawnListening } from './listening'

const NGINX = '/usr/sbin/nginx'
/** Debian's unprivileged user: nginx's workers run as it when the master is root. */
const WORKER_USER = 'nobody nogroup'

export type Balancer = { url: string; configFile: string; pid: number; stop: () => Promise<void> }

export async function startBalancer(options: { dir: string; port: number; upstreamPorts: number[] }): Promise<Balancer> {
  await ensureDebianPackage('nginx-light', fileExists(NGINX))
  const dir = path.resolve(options.dir)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const configFile = path.join(dir, 'nginx.conf')
  const user = isRoot() ? WORKER_USER : undefined
  fs.writeFileSync(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${options.port}`,
      upstreams: options.upstreamPorts.map((port) => `127.0.0.1:${port}`),
      dir,
      user,
    }),
  )
  // The workers write the cache and temp folders.
  if (user) await run('chown', ['-R', user.replace(' ', ':'), dir])
  const args = ['-p', dir, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;']
  await run(NGINX, [...args, '-t', '-q'])
  const { pid, stop } = await spawnListening(NGINX, args, options.port, ['ignore', 'ignore', 'inherit'])
  return { url: `http://127.0.0.1:${options.port}`, configFile, pid, stop }
}
