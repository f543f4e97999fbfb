/**
 * A production server on its own database, for the e2e tests (scripts/test.ts) and the benchmark (scripts/bench.ts):
 * prepareInstance() migrates and seeds a database folder, ensureInstanceBuild() builds into its own dist folder,
 * startServer() runs the production server (server/index.mjs) on 127.0.0.1 and a free port until stop().
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ensureBuild } from './ensureBuild'
import { isPostgresUrl, postgresDatabaseExists, recreatePostgresDatabase } from './postgresDatabase'
import { npmBin, stopProcessGroup } from './run'
import type { SeedLogins } from './seedState'
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './serverNodeOptions'

export type Instance = {
  /** Folder holding the SQLite file (unless the instance uses Postgres), secrets, seed logins and uploads. */
  dir: string
  /** The environment every process of this instance runs with. */
  env: NodeJS.ProcessEnv
  logins?: SeedLogins
}

const SEED_SCRIPT = 'scripts/seed.ts'

/**
 * A safety net for module-load stalls (hang, or exit 13 "unsettled top-level await"). Their cause,
 * Lexical's top-level awaits on Node 20, is avoided by --conditions=production (see package.json);
 * should a stall still happen, nothing was written yet, so starting again on an empty folder is safe.
 */
class LoaderStall extends Error {}

/** Loading takes seconds even on a busy machine; after the first line, a seed stage may be quiet for minutes. */
const FIRST_OUTPUT_LIMIT_MS = 60_000
const SILENCE_LIMIT_MS = 300_000
const ATTEMPTS = 5

/** Runs a script, forwarding its output; a stall (exit 13, no output at all, or long silence) rejects with LoaderStall. */
function runWatched(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let timer: NodeJS.Timeout
    let stalled = false
    const watch = (limit = SILENCE_LIMIT_MS) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        stalled = true
        process.kill(-child.pid!, 'SIGKILL')
      }, limit)
    }
    watch(FIRST_OUTPUT_LIMIT_MS)
    child.stdout!.on('data', (chunk) => (watch(), process.stdout.write(chunk)))
    child.stderr!.on('data', (chunk) => (watch(), process.stderr.write(chunk)))
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      const what = `${args.join(' ')}`
      if (code === 0) resolve()
      else if (stalled) reject(new LoaderStall(`${what} stopped making progress`))
      else if (code === 13) reject(new LoaderStall(`${what} exited with 13 (a module never finished loading)`))
      else reject(new Error(`${what} exited with ${code}`))
    })
  })
}

/** Environment of an instance whose data all lives in `dir` (nothing in data/), or in `databaseUrl` when given. */
export function instanceEnv(dir: string, distDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DB_PUSH: 'false',
    DATABASE_URL: databaseUrl ?? `file:${path.join(dir, 'art.db')}`,
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    NEXT_DIST_DIR: distDir,
  }
}

/** Written beside seed-logins.json: how long migrating and seeding this instance took. */
export type SeedTiming = { seedArgs: string[]; migrateSeconds: number; seedSeconds: number; finishedAt: string }
const TIMING_FILE = 'seed-timing.json'

export function readSeedTiming(dir: string): SeedTiming | undefined {
  const file = path.join(dir, TIMING_FILE)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SeedTiming) : undefined
}

/**
 * Migrates and seeds the database in `dir` (or, with `databaseUrl`, the Postgres database it names, created on
 * its server; `dir` then keeps secrets, logins and uploads). `fresh` deletes it first; otherwise an instance whose
 * seed finished (it wrote seed-logins.json, and the Postgres database still exists) is reused as it is.
 */
export async function prepareInstance(options: {
  dir: string
  distDir: string
  fresh?: boolean
  seedArgs?: string[]
  databaseUrl?: string
}): Promise<Instance> {
  const dir = path.resolve(options.dir)
  const postgresUrl = isPostgresUrl(options.databaseUrl) ? options.databaseUrl : undefined
  if (options.databaseUrl && !postgresUrl) throw new Error('prepareInstance: databaseUrl must be a postgres:// URL')
  const env = instanceEnv(dir, options.distDir, postgresUrl)
  const where = postgresUrl ? `${new URL(postgresUrl).pathname.slice(1)} (Postgres)` : path.relative(process.cwd(), dir)
  const loginsFile = path.join(dir, 'seed-logins.json')
  if (!options.fresh && fs.existsSync(loginsFile) && (!postgresUrl || (await postgresDatabaseExists(postgresUrl)))) {
    console.log(`▸ Reusing the seeded database in ${where}`)
    return { dir, env, logins: JSON.parse(fs.readFileSync(loginsFile, 'utf8')) }
  }
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    try {
      if (postgresUrl) await recreatePostgresDatabase(postgresUrl)
      console.log(`▸ Migrating a new database in ${where}`)
      const started = Date.now()
      await runWatched(npmBin('tsx'), ['scripts/migrate.ts'], env)
      const migrated = Date.now()
      if (!fs.existsSync(SEED_SCRIPT)) {
        console.warn(`▸ ${SEED_SCRIPT} is missing: the database stays empty and specs needing logins skip.`)
      } else {
        console.log('▸ Seeding…')
        await runWatched(npmBin('tsx'), [SEED_SCRIPT, ...(options.seedArgs ?? [])], env)
      }
      const timing: SeedTiming = {
        seedArgs: options.seedArgs ?? [],
        migrateSeconds: (migrated - started) / 1000,
        seedSeconds: (Date.now() - migrated) / 1000,
        finishedAt: new Date().toISOString(),
      }
      fs.writeFileSync(path.join(dir, TIMING_FILE), JSON.stringify(timing, null, 2))
      console.log(`▸ Migrated in ${timing.migrateSeconds.toFixed(1)} s, seeded in ${timing.seedSeconds.toFixed(1)} s`)
      break
    } catch (error) {
      if (!(error instanceof LoaderStall) || attempt === ATTEMPTS) throw error
      console.warn(`▸ ${error.message}; starting again (attempt ${attempt + 1} of ${ATTEMPTS})`)
    }
  }
  const logins = fs.existsSync(loginsFile) ? (JSON.parse(fs.readFileSync(loginsFile, 'utf8')) as SeedLogins) : undefined
  return { dir, env, logins }
}

/** Production build for this instance (skipped when its dist folder was built from the same sources and database). */
export async function ensureInstanceBuild(instance: Instance): Promise<void> {
  const saved = { ...process.env }
  // ensureBuild fingerprints and builds with process.env.
  Object.assign(process.env, instance.env)
  try {
    await ensureBuild()
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** `pid` leads the server's process group (the soak audit samples the group's memory). */
export type RunningServer = { url: string; pid: number; stop: () => Promise<void> }

/** Starts the production server (server/index.mjs) for the instance and resolves once it answers; stop() ends its whole process group. */
export async function startServer(
  instance: Instance,
  options: { readyPath?: string; timeoutMs?: number; quiet?: boolean; plainHttp?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // plainHttp: the server knows it is reached over plain HTTP at this address, as a site served without TLS
  // would be told; its cookies are then not Secure, so clients that keep to the cookie rules (a scanner) send them.
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...instance.env,
      NODE_OPTIONS: SERVER_NODE_OPTIONS,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(options.plainHttp ? { SERVER_URL: url } : {}),
    },
    stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))

  const stop = () => stopProcessGroup(child)
  // An interrupted run must not leave the server behind.
  const onSignal = () => void stop().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  const readyUrl = url + (options.readyPath ?? '/api/books?limit=1')
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before answering on ${url}`)
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(10_000) })
      if (response.status < 500) return { url, pid: child.pid!, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`Server on ${url} did not answer ${readyUrl} within the time limit`)
}
