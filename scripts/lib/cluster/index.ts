/**
 * The whole scale-out stack on one machine (issue 14): PostgreSQL, Redis, one production build, N `next start`
 * instances on it, the one job runner and nginx in front. Used by `npm run cluster`, the cluster tests
 * (scripts/test.ts, step "cluster") and `npm run bench -- --cluster`. Everything listens on 127.0.0.1.
 */
import fs from 'node:fs'
import path from 'node:path'

import { databaseUrlOn } from '../postgresDatabase'
import { ensureInstanceBuild, freePort, type Instance, prepareInstance } from '../productionServer'
import { type AppProcess, startInstance, startWorker } from './appProcess'
import { type Balancer, startBalancer } from './balancer'
import { recordProcess, stopLeftovers } from './processLedger'
import { startPostgres, stopStalePostgres } from './postgresServer'
import { startRedis } from './redisServer'
import { SERVER_NODE_OPTIONS } from '../serverNodeOptions'

export type ClusterOptions = {
  /** Folder for everything the cluster writes (databases, logs, uploads, nginx); emptied first. */
  dir: string
  /** The build all instances share. */
  distDir: string
  instances: number
  /** The balancer's port. */
  port: number
  /**
   * PostgreSQL's port. Fixed by default so the database URL, which the build's fingerprint includes (pages are
   * prerendered from it), stays the same from run to run and the build is reused; a free port when taken.
   */
  postgresPort: number
  /** Extra environment for the instances and the runner (e.g. the bench's raised rate limits). */
  env?: Record<string, string>
  /** Start the job runner (default true). */
  worker?: boolean
  /** Arguments for the seed (e.g. `--books 40` for a smaller catalogue). */
  seedArgs?: string[]
}

/** What the instances share: the database, Redis, the seeded data folder and the build. */
export type ClusterBase = {
  /** The cluster's folder (options.dir, absolute). */
  dir: string
  /** The database and secrets the processes share (its `env` is what each instance runs with). */
  instance: Instance
  postgresUrl: string
  redisUrl: string
  logDir: string
  stop: () => Promise<void>
}

/** The processes on a base: instances, the job runner, the balancer. */
export type ClusterApps = {
  url: string
  instances: (AppProcess & { url: string })[]
  worker?: AppProcess
  balancer: Balancer
  stop: () => Promise<void>
}

export type Cluster = Omit<ClusterBase, 'stop'> & Omit<ClusterApps, 'stop'> & { stop: () => Promise<void> }

const portIsFree = async (port: number) => {
  const net = await import('node:net')
  return new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Secrets the seed generated (src/lib/config/secrets.ts), handed to every process by environment. */
function sharedSecrets(dir: string): Record<string, string> {
  const stored = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>
  return {
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || stored.payloadSecret!,
    PREVIEW_SECRET: process.env.PREVIEW_SECRET || stored.previewSecret!,
    FAUXWALL_PASSPHRASE: process.env.FAUXWALL_PASSPHRASE || stored.fauxwallPassphrase!,
  }
}

/** Every stopper of what is running, so a Ctrl-C in the middle of starting stops what has started so far. */
const running = new Set<() => Promise<void>>()

/**
 * Stops everything this process started through this module and has not stopped yet: the apps first, then the
 * database and Redis they use. Within a layer all at once, each bounded (SIGKILL after 5 s), so a Ctrl-C is over
 * in seconds rather than one slow shutdown after another.
 */
export async function stopEverything(): Promise<void> {
  for (const stop of [...running].reverse()) await stop()
}

/** Runs `work`, stopping what it registered in `stops` (together) if it fails; returns the stopper. */
async function stoppable<T>(work: (stops: (() => Promise<void>)[]) => Promise<T>): Promise<T & { stop: () => Promise<void> }> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    running.delete(stop)
    const results = await Promise.allSettled(stops.splice(0).map((stopOne) => stopOne()))
    for (const result of results) if (result.status === 'rejected') console.error(result.reason)
  }
  running.add(stop)
  try {
    return { ...(await work(stops)), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** PostgreSQL and Redis, a freshly migrated and seeded database, and the build (unless already current). */
export function startClusterBase(options: ClusterOptions): Promise<ClusterBase> {
  return stoppable(async (stops) => {
    const dir = path.resolve(options.dir)
    // What an interrupted earlier run left on this folder, before its ports are looked at.
    const leftovers = (await stopLeftovers(dir)) + Number(await stopStalePostgres(path.join(dir, 'postgres')))
    if (leftovers > 0) console.log(`▸ Stopped ${leftovers} process(es) an earlier run left behind`)
    const logDir = path.join(dir, 'logs')
    fs.rmSync(logDir, { recursive: true, force: true })
    const postgresPort = (await portIsFree(options.postgresPort)) ? options.postgresPort : await freePort()
    if (postgresPort !== options.postgresPort)
      console.log(`▸ Port ${options.postgresPort} is taken: PostgreSQL on ${postgresPort} (the build is made again for it)`)
    console.log(`▸ PostgreSQL on 127.0.0.1:${postgresPort}`)
    const postgres = await startPostgres({ dir: path.join(dir, 'postgres'), port: postgresPort })
    stops.push(postgres.stop)
    const redisPort = await freePort()
    console.log(`▸ Redis on 127.0.0.1:${redisPort}`)
    const redis = await startRedis({ dir: path.join(dir, 'redis'), port: redisPort })
    recordProcess(dir, redis.pid)
    stops.push(redis.stop)

    const seeded = await prepareInstance({
      dir: path.join(dir, 'app'),
      distDir: options.distDir,
      databaseUrl: databaseUrlOn(postgres.url, 'art_cluster'),
      fresh: true,
      seedArgs: options.seedArgs,
    })
    const instance: Instance = {
      ...seeded,
      env: {
        ...seeded.env,
        ...sharedSecrets(seeded.dir),
        REDIS_URL: redis.url,
        APP_INSTANCES: String(options.instances),
        JOBS_AUTORUN: 'false',
        // Links in emails and Stripe return URLs; an http:// address also keeps the login cookie usable without TLS.
        SERVER_URL: process.env.SERVER_URL || `http://127.0.0.1:${options.port}`,
        ...options.env,
      },
    }
    // With REDIS_URL set: the cache handler is chosen when building (src/lib/cache/buildMode.ts).
    await ensureInstanceBuild(instance)
    return { dir, instance, postgresUrl: postgres.url, redisUrl: redis.url, logDir }
  })
}

/** `instances` `next start` processes on the base's build, the job runner, and nginx on `port` in front. */
export function startClusterApps(
  base: ClusterBase,
  options: { instances: number; port: number; worker?: boolean; balancerDir: string },
): Promise<ClusterApps> {
  return stoppable(async (stops) => {
    if (!(await portIsFree(options.port))) throw new Error(`127.0.0.1:${options.port} is taken: choose another with --port`)
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()))
    const processEnv = {
      ...base.instance.env,
      APP_INSTANCES: String(options.instances),
      NODE_OPTIONS: SERVER_NODE_OPTIONS,
      // nginx on this machine: its X-Forwarded-For names the client (server/clientAddress.mjs).
      TRUSTED_PROXIES: '127.0.0.1',
    }
    const instances: ClusterApps['instances'] = []
    // One at a time: two cold starts at once on two cores only make both slower.
    for (const [i, port] of ports.entries()) {
      const name = `instance-${String.fromCharCode(97 + i)}`
      console.log(`▸ Starting ${name} on 127.0.0.1:${port}`)
      const app = await startInstance({ name, port, env: processEnv, logDir: base.logDir })
      recordProcess(base.dir, app.pid)
      stops.push(app.stop)
      instances.push(app)
    }
    let worker: AppProcess | undefined
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}
    if (options.worker !== false && scripts.worker) {
      worker = startWorker({ env: processEnv, logDir: base.logDir })
      recordProcess(base.dir, worker.pid)
      stops.push(worker.stop)
    } else if (options.worker !== false) console.warn('▸ No `npm run worker` script: jobs are not run')

    const balancer = await startBalancer({ dir: options.balancerDir, port: options.port, upstreamPorts: ports })
    recordProcess(base.dir, balancer.pid)
    stops.push(balancer.stop)
    return { url: balancer.url, instances, worker, balancer }
  })
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  // Before minutes of seeding and building.
  if (!(await portIsFree(options.port))) throw new Error(`127.0.0.1:${options.port} is taken: choose another with --port`)
  const base = await startClusterBase(options)
  try {
    const apps = await startClusterApps(base, { ...options, balancerDir: path.join(path.resolve(options.dir), 'balancer') })
    return { ...base, ...apps, stop: async () => (await apps.stop(), await base.stop()) }
  } catch (error) {
    await base.stop()
    throw error
  }
}
