import type { IntMode, Transaction, TransactionMode } from '@libsql/client'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import Database from 'libsql'

type Connection = InstanceType<typeof Database>

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}

export type PooledTransactionsOptions = {
  /** The database file's path (what follows `file:` in the adapter's URL). */
  path: string
  busyTimeoutMs: number
  intMode?: IntMode
  /** Connections kept open between transactions; more are opened when transactions overlap, then closed. */
  maxIdle?: number
}

/**
 * Why: @libsql/client 0.14 (the version @payloadcms/db-sqlite pins) hands each transaction the connection the client
 * was using, opens a fresh one for the client, and never closes the one it handed over. Every Payload transaction
 * (each order, login, cart change) so left an open SQLite connection (a file descriptor, a page cache, prepared
 * statements) until garbage collection happened to find it: a 10-minute soak held 1,599 of them and the process's
 * memory doubled. Here a transaction borrows a connection from a small pool and gives it back when it ends, so the
 * number of connections is bounded by the number of transactions open at once.
 *
 * The transaction object is libsql's own, on the borrowed connection, so statements, results and errors are exactly
 * those of the client's transactions.
 */
export function pooledSqliteTransactions({
  path,
  busyTimeoutMs,
  intMode = 'number',
  maxIdle = 2,
}: PooledTransactionsOptions) {
  const idle: Connection[] = []

  const open = (): Connection => {
    const connection = new Database(path, {})
    if (busyTimeoutMs > 0) connection.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
    return connection
  }

  const giveBack = (connection: Connection) => {
    if (!connection.open) return
    // A connection still inside a transaction (a ROLLBACK that itself failed) must not serve the next one.
    if (connection.inTransaction || idle.length >= maxIdle) connection.close()
    else idle.push(connection)
  }

  const transaction = async (mode: TransactionMode = 'write'): Promise<Transaction> => {
    const connection = idle.pop() ?? open()
    try {
      connection.exec(BEGIN[mode])
    } catch (error) {
      giveBack(connection)
      throw error
    }
    const libsqlTransaction = new Sqlite3Transaction(connection, intMode)
    let returned = false
    // After COMMIT, ROLLBACK or close(), or a statement SQLite answered by rolling back on its own.
    const returnIfEnded = () => {
      if (returned || connection.inTransaction) return
      returned = true
      giveBack(connection)
    }
    return {
      execute: libsqlTransaction.execute.bind(libsqlTransaction),
      batch: libsqlTransaction.batch.bind(libsqlTransaction),
      executeMultiple: libsqlTransaction.executeMultiple.bind(libsqlTransaction),
      commit: async () => {
        try {
          await libsqlTransaction.commit()
        } finally {
          returnIfEnded()
        }
      },
      rollback: async () => {
        try {
          await libsqlTransaction.rollback()
        } finally {
          returnIfEnded()
        }
      },
      close: () => {
        libsqlTransaction.close()
        returnIfEnded()
      },
      get closed() {
        return libsqlTransaction.closed
      },
    }
  }

  /** Open connections held by the pool between transactions (for tests and diagnostics). */
  const idleCount = () => idle.length
  const closeAll = () => {
    for (const connection of idle.splice(0)) connection.close()
  }
  return { transaction, idleCount, closeAll }
}
