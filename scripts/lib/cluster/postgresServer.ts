/**
 * A throwaway PostgreSQL server for the cluster: Debian's postgresql (installed when missing and root), a new
 * data folder, 127.0.0.1 only, trust authentication, fsync off (the data is thrown away). As .ci/run does.
 */
import fs from 'node:fs'
import path from 'node:path'

import { run } from '../run'
import { asUser, ensureDebianPackage, isRoot } from './debianPackage'

export type PostgresServer = { url: string; stop: () => Promise<void> }

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return undefined
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b))
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : undefined
}

/** The running server's pid, from the first line of its data folder's postmaster.pid. */
function postmasterPid(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const pgTool = (bin: string, tool: string, args: string[]) =>
  run(...asUser('postgres', path.join(bin, tool), args), { stdio: 'ignore' })

/**
 * Stops a server an interrupted run left on the data folder (its postmaster.pid is still there): it holds the
 * port and would be deleted from under its feet. pg_ctl's own stop, so only a server on that folder is touched.
 */
export async function stopStalePostgres(dir: string): Promise<boolean> {
  const bin = postgresBin()
  if (!bin || !fs.existsSync(path.join(dir, 'postmaster.pid'))) return false
  await pgTool(bin, 'pg_ctl', ['-D', path.resolve(dir), '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
  return true
}

export async function startPostgres(options: { dir: string; port: number }): Promise<PostgresServer> {
  await ensureDebianPackage('postgresql', () => postgresBin() !== undefined)
  const bin = postgresBin()!
  const dir = path.resolve(options.dir)
  await stopStalePostgres(dir)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  if (isRoot()) await run('chown', ['postgres:postgres', dir])
  const pg = (tool: string, args: string[]) => pgTool(bin, tool, args)
  await pg('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8'])
  const settings = `-h 127.0.0.1 -p ${options.port} -k ${dir} -c fsync=off -c max_connections=200`
  await pg('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', settings, 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/postgres`,
    stop: async () => {
      const postmaster = postmasterPid(dir)
      await pg('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']).catch(() => undefined)
      // pg_ctl gives up quietly on a server already shutting down (a Ctrl-C that reached it too): wait for it.
      if (postmaster) await waitForExit(postmaster, 10_000)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
