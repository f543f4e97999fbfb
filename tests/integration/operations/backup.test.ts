/**
 * `npm run backup` and `npm run restore` (issue 31 item 3) on this run's database, SQLite or PostgreSQL
 * (TEST_DATABASE_URL): library orders are placed while the backup runs; the archive is restored into an empty
 * instance (another database, media folder and secrets file: the machine after a disk failure), where the same
 * accounts, orders and stock are found, the media files have their checksums, and an account signs in.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Book } from '@/payload-types'

import { createBackup, type BackupResult } from '../../../scripts/lib/backup/backup'
import { checksums, instancePaths, type InstancePaths } from '../../../scripts/lib/backup/files'
import { restoreBackup } from '../../../scripts/lib/backup/restore'
import { ensureDebianPackage } from '../../../scripts/lib/cluster/debianPackage'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, TEST_PASSWORD, type AccountActor } from '../../helpers/users'

type Handler = (request: Request) => Promise<Response>
let t: TestPayload
let routes: Record<'update' | 'complete', Handler>
let source: InstancePaths
let target: InstancePaths
let restored: Payload | undefined
let dropTarget = async () => {}
let ip = 0

const ORDERS_BEFORE = 3
const ORDERS_DURING = 5
const STOCK = 100

function call(handler: Handler, urlPath: string, token: string, body: unknown) {
  const headers = {
    'x-forwarded-for': `198.51.100.${++ip % 250}`,
    authorization: `JWT ${token}`,
    'content-type': 'application/json',
  }
  return handler(new Request(`http://localhost${urlPath}`, { method: 'POST', headers, body: JSON.stringify(body) }))
}

/** A library order of one copy of the book, through the cart's route handlers as the site places it. */
async function placeOrder(account: AccountActor, sku: string) {
  const { token } = await t.payload.login({
    collection: 'accounts',
    data: { email: account.email, password: TEST_PASSWORD },
  })
  expect((await call(routes.update, '/api/cart/update-cart', token!, { purchasableId: sku, qty: 1 })).status).toBe(200)
  const completed = await call(routes.complete, '/api/cart/complete', token!, {})
  expect(completed.status).toBe(200)
}

async function upload(name: string, colour: string) {
  const data = await sharp({ create: { width: 320, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer()
  return t.payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name, size: data.length },
    overrideAccess: true,
  })
}

/** An empty instance beside the test's: a new SQLite file or PostgreSQL database, media folder and secrets file. */
async function emptyInstance(): Promise<InstancePaths> {
  const dir = path.join(process.env.DATA_DIR!, 'restored')
  fs.mkdirSync(dir, { recursive: true })
  let databaseUrl = `file:${path.join(dir, 'art.db')}`
  if (t.kind === 'postgres') {
    const { default: pg } = await import('pg')
    const name = `${new URL(t.databaseUrl).pathname.slice(1)}_restored`
    const admin = new URL(t.databaseUrl)
    admin.pathname = '/postgres'
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: admin.toString() })
      await client.connect()
      await client.query(sql).finally(() => client.end())
    }
    await run(`CREATE DATABASE "${name}"`)
    dropTarget = () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    const url = new URL(t.databaseUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  return instancePaths({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dir, MEDIA_DIR: path.join(dir, 'media') })
}

/** Payload on the restored database (a second instance in this process, under its own key). */
async function bootRestored(databaseUrl: string): Promise<Payload> {
  const { default: config } = await import('../../../src/payload.config')
  const { databaseAdapter } = await import('../../../src/lib/db/adapter')
  const saved = process.env.DATABASE_URL
  process.env.DATABASE_URL = databaseUrl
  try {
    return await getPayload({
      config: { ...(await config), db: databaseAdapter() as SanitizedConfig['db'] },
      key: 'restored',
      disableOnInit: true,
    })
  } finally {
    process.env.DATABASE_URL = saved
  }
}

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  if (t.kind === 'postgres') await ensureDebianPackage('postgresql-client', () => hasProgram('pg_dump'))
  routes = {
    update: (await import('../../../src/app/(site)/api/cart/update-cart/route')).POST,
    complete: (await import('../../../src/app/(site)/api/cart/complete/route')).POST,
  }
  source = instancePaths(process.env)
  target = await emptyInstance()
}, 180_000)

afterAll(async () => {
  // As tests/helpers/payload.ts: the adapter keeps a connection checked out, which dropping the database ends.
  const pool = (
    restored?.db as unknown as
      { pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void } } | undefined
  )?.pool
  await restored?.destroy()
  pool?.on('error', () => {})
  void pool?.end().catch(() => undefined)
  await dropTarget()
  await t?.cleanup()
})

function hasProgram(name: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('a backup taken while orders are placed, restored into an empty instance', () => {
  let backup: BackupResult
  const accounts: AccountActor[] = []
  let book: Book

  it('is taken while the site writes', async () => {
    for (let i = 0; i < ORDERS_BEFORE + ORDERS_DURING; i++) accounts.push(await createLibraryAccount(t.payload))
    const sku = `BACKUP-${Date.now().toString(36)}`
    book = (await t.payload.create({
      collection: 'books',
      data: {
        title: 'Backed-up book',
        productTypeHandle: 'libraryProgram',
        variants: [{ sku, stock: STOCK }],
        _status: 'published',
      } as never,
      overrideAccess: true,
    })) as Book
    await upload('first cover.png', '#3355aa')
    await upload('second-cover.png', '#aa5533')
    for (const account of accounts.slice(0, ORDERS_BEFORE)) await placeOrder(account, sku)

    const during = Promise.all(accounts.slice(ORDERS_BEFORE).map((account) => placeOrder(account, sku)))
    backup = await createBackup(source)
    await during
    expect(fs.existsSync(backup.archive)).toBe(true)
    expect(backup.manifest.counts.orders).toBeGreaterThanOrEqual(ORDERS_BEFORE)
    expect(backup.manifest.counts.orders).toBeLessThanOrEqual(ORDERS_BEFORE + ORDERS_DURING)
    expect(backup.manifest.media).toMatchObject({ kind: 'local' })
    expect(Object.keys(backup.manifest.files)).toContain('secrets.json')
  }, 180_000)

  it('restores with the archive’s counts, and is refused over that database without --force', async () => {
    let migrated = 0
    const migrate = async () => void migrated++
    const result = await restoreBackup(target, { archive: backup.archive, force: false, migrate, log: () => {} })
    expect(result.counts.filter((row) => !row.same)).toEqual([])
    expect(result.counts.find((row) => row.collection === 'orders')?.restored).toBe(backup.manifest.counts.orders)
    expect(result.migrated).toEqual([])
    // The search index came in the archive (SQLite) or lives in the database (PostgreSQL): nothing to rebuild.
    expect(migrated).toBe(0)

    await expect(
      restoreBackup(target, { archive: backup.archive, force: false, migrate, log: () => {} }),
    ).rejects.toThrow(/not empty.*--force/)
    const forced = await restoreBackup(target, { archive: backup.archive, force: true, migrate, log: () => {} })
    expect(forced.counts.every((row) => row.same)).toBe(true)
  }, 180_000)

  it('holds the same accounts, the orders of its moment with their stock, the media files, and an account signs in', async () => {
    restored = await bootRestored(target.database.url)
    const emails = async (payload: Payload) =>
      (await payload.find({ collection: 'accounts', limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs
        .map((a) => a.email)
        .sort()
    expect(await emails(restored)).toEqual(await emails(t.payload))

    const numbers = async (payload: Payload) =>
      (await payload.find({ collection: 'orders', limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs
        .map((o) => String(o.id))
        .sort()
    const [live, back] = [await numbers(t.payload), await numbers(restored)]
    expect(back.length).toBe(backup.manifest.counts.orders)
    expect(back.every((id) => live.includes(id))).toBe(true)
    // A consistent copy: each order in it took its copy of the book, and no order outside it did.
    const ordersOfBook = (
      await restored.find({ collection: 'orders', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    ).docs.length
    const restoredBook = (await restored.findByID({
      collection: 'books',
      id: book.id,
      depth: 0,
      overrideAccess: true,
    })) as Book
    expect(restoredBook.variants![0]!.stock).toBe(STOCK - ordersOfBook)

    expect(await checksums(target.mediaDir)).toEqual(await checksums(source.mediaDir))
    expect(Object.keys(await checksums(target.mediaDir)).length).toBeGreaterThanOrEqual(2)
    expect(fs.readFileSync(target.secretsFile, 'utf8')).toBe(fs.readFileSync(source.secretsFile, 'utf8'))

    const login = await restored.login({
      collection: 'accounts',
      data: { email: accounts[0]!.email, password: TEST_PASSWORD },
    })
    expect(login.user?.email).toBe(accounts[0]!.email)
  }, 180_000)
})
