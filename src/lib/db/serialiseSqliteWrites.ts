import { AsyncLocalStorage } from 'node:async_hooks'

import type { IntMode, Transaction, TransactionMode } from '@libsql/client'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { sqliteFilePath } from './databaseUrl'
import { pooledSqliteTransactions } from './pooledSqliteTransactions'
import { TransactionLock } from './transactionLock'

/**
 * The adapter's write methods that Payload calls with or without a transaction (in req.transactionID).
 * `upsert` is one too, though drizzle's calls `updateOne`: the queue is re-entrant, so either way works.
 */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type WriteMethod = (args?: { req?: { transactionID?: number | Promise<number | string> | string } }) => Promise<unknown>

type SqliteAdapterInstance = Record<(typeof WRITE_METHODS)[number], WriteMethod> & {
  sessions: Record<string, unknown>
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  rollbackTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  client?: { transaction: (mode?: TransactionMode) => Promise<Transaction>; close: () => void }
  clientConfig?: { url: string; intMode?: IntMode }
  busyTimeout: number
  connect?: (...args: unknown[]) => Promise<void>
}

const WAIT_LIMIT_MS = 30_000

/** No write transaction of this app lasts this long; one that does was abandoned and is rolled back. */
const LEASE_MS = 60_000

/**
 * Wraps the SQLite adapter so this process runs one write at a time (see TransactionLock), and so transactions run
 * on a small pool of connections that carry busy_timeout for writers in other processes (see
 * pooledSqliteTransactions: libsql left one open connection behind per transaction).
 *
 * One write at a time means transactions and also the writes Payload makes without one (the failed-login
 * counter, job updates and deletes, `payload.db.*` calls without req), which run on the main connection.
 * Left to busy_timeout they failed under a stream of transactions: libsql is synchronous, so such a write
 * meeting a transaction that was waiting on I/O (a password hash, a file) blocked the whole process in
 * SQLite's busy handler, the transaction could not finish, and after 10 s one or the other failed with
 * "database is locked" (a 500 for a mistyped password). A write inside a live transaction runs at once:
 * its transaction already holds the queue.
 */
export function serialiseSqliteWrites<T extends DatabaseAdapterObj>(adapterObj: T): T {
  return {
    ...adapterObj,
    init: (args: { payload: Payload }) => {
      const adapter = adapterObj.init(args) as unknown as SqliteAdapterInstance
      const lock = new TransactionLock(WAIT_LIMIT_MS, LEASE_MS)
      const transactionOfContext = new AsyncLocalStorage<{ id: null | number | string }>()
      const { beginTransaction, commitTransaction, rollbackTransaction, connect } = adapter
      const tickets = new Map<string, string>()

      // Set before the first await, so the store reaches the code that began the transaction (Payload's
      // operation), not only this function: see ownOpenTransaction below.
      adapter.beginTransaction = async (options) => {
        const owned: { id: null | number | string } = { id: null }
        transactionOfContext.enterWith(owned)
        const ticket = crypto.randomUUID()
        let transactionId: null | number | string = null
        await lock.acquire(ticket, () => {
          args.payload.logger.error(`A database transaction was left open for ${LEASE_MS / 1000} s: rolling it back`)
          if (transactionId === null) return
          tickets.delete(String(transactionId))
          rollbackTransaction.call(adapter, transactionId).catch((error: unknown) => {
            args.payload.logger.error({ err: error }, 'Rolling back the abandoned transaction failed')
          })
        })
        try {
          const id = await beginTransaction.call(adapter, options)
          transactionId = id
          owned.id = id
          if (id === null) lock.release(ticket)
          else tickets.set(String(id), ticket)
          return id
        } catch (error) {
          lock.release(ticket)
          throw error
        }
      }
      const releaseFor = async (id: number | Promise<number | string> | string) => {
        const key = String(await id)
        const ticket = tickets.get(key)
        tickets.delete(key)
        if (ticket) lock.release(ticket)
      }
      adapter.commitTransaction = async (id) => {
        try {
          await commitTransaction.call(adapter, id)
        } finally {
          await releaseFor(id)
        }
      }
      adapter.rollbackTransaction = async (id) => {
        try {
          await rollbackTransaction.call(adapter, id)
        } finally {
          await releaseFor(id)
        }
      }
      const inQueue = new AsyncLocalStorage<true>()
      const inLiveTransaction = async (transactionID: number | Promise<number | string> | string | undefined) =>
        transactionID !== undefined && String(await transactionID) in adapter.sessions
      /*
       * The transaction the calling code itself began and still holds open. Payload 3.90 makes some writes
       * deliberately outside the transaction it is in (forgot-password reserves its request interval with
       * transactionID removed from req). Here such a write could only wait for that transaction, which waits
       * for the write: the request hung for the full wait limit and failed. It joins the open transaction
       * instead (SQLite runs one write at a time anyway, so nothing else could have seen it earlier).
       */
      const ownOpenTransaction = () => {
        const id = transactionOfContext.getStore()?.id
        return id !== null && id !== undefined && String(id) in adapter.sessions ? id : undefined
      }
      for (const name of WRITE_METHODS) {
        const write = adapter[name]
        adapter[name] = async (writeArgs) => {
          if (inQueue.getStore() || (await inLiveTransaction(writeArgs?.req?.transactionID))) {
            return write.call(adapter, writeArgs)
          }
          const own = ownOpenTransaction()
          if (own !== undefined) {
            const req = new Proxy(writeArgs?.req ?? {}, {
              get: (target, property) => (property === 'transactionID' ? own : Reflect.get(target, property, target)),
            })
            return write.call(adapter, { ...writeArgs, req })
          }
          const ticket = crypto.randomUUID()
          await lock.acquire(ticket, () => {
            args.payload.logger.error(`A database write (${name}) held the write queue for ${LEASE_MS / 1000} s`)
          })
          try {
            return await inQueue.run(true, () => write.call(adapter, writeArgs))
          } finally {
            lock.release(ticket)
          }
        }
      }
      if (connect) {
        adapter.connect = async (...connectArgs) => {
          await connect.apply(adapter, connectArgs)
          const client = adapter.client
          const path = sqliteFilePath(adapter.clientConfig?.url)
          if (!client || path === null) return
          const pool = pooledSqliteTransactions({
            path,
            busyTimeoutMs: adapter.busyTimeout,
            intMode: adapter.clientConfig?.intMode,
          })
          const close = client.close.bind(client)
          client.transaction = pool.transaction
          client.close = () => {
            pool.closeAll()
            close()
          }
        }
      }
      return adapter as unknown as ReturnType<T['init']>
    },
  } as T
}
