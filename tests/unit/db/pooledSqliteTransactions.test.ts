import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { pooledSqliteTransactions } from '@/lib/db/pooledSqliteTransactions'

import { openDescriptorsOn } from '../../helpers/openFiles'

let dir: string
let file: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pooled-tx-'))
  file = path.join(dir, 'test.db')
  // exec prepares no statement objects, so close() releases the file at once (no zombie awaiting GC).
  const setup = new Database(file)
  setup.exec('PRAGMA journal_mode = WAL; CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)')
  setup.close()
})

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('pooledSqliteTransactions', () => {
  it('runs many transactions one after another on one connection', async () => {
    const pool = pooledSqliteTransactions({ path: file, busyTimeoutMs: 1000 })
    for (let i = 0; i < 50; i++) {
      const tx = await pool.transaction('write')
      await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: [`item ${i}`] })
      if (i % 2 === 0) await tx.commit()
      else await tx.rollback()
    }
    expect(openDescriptorsOn(file)).toBe(1)
    expect(pool.idleCount()).toBe(1)
    const check = createClient({ url: `file:${file}` })
    expect((await check.execute('SELECT count(*) AS n FROM items')).rows[0].n).toBe(25)
    check.close()
    pool.closeAll()
    expect(pool.idleCount()).toBe(0)
  })

  it('opens more connections for overlapping transactions and keeps at most maxIdle of them', async () => {
    const pool = pooledSqliteTransactions({ path: file, busyTimeoutMs: 1000, maxIdle: 2 })
    const open = await Promise.all([pool.transaction('read'), pool.transaction('read'), pool.transaction('read')])
    expect(openDescriptorsOn(file)).toBe(3)
    for (const tx of open) await tx.commit()
    // The third is closed; libsql releases its file once its statements are garbage-collected.
    expect(pool.idleCount()).toBe(2)
    pool.closeAll()
  })

  it('gives back a connection whose statement failed, once the transaction is rolled back', async () => {
    const pool = pooledSqliteTransactions({ path: file, busyTimeoutMs: 1000 })
    const tx = await pool.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['same'] })
    await expect(tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['same'] })).rejects.toThrow(/UNIQUE/)
    await tx.rollback()
    expect(pool.idleCount()).toBe(1)
    const next = await pool.transaction('write')
    expect((await next.execute('SELECT count(*) AS n FROM items')).rows[0].n).toBe(0)
    await next.commit()
    expect(openDescriptorsOn(file)).toBe(1)
    pool.closeAll()
  })

  it('waits for another writer up to busy_timeout, and keeps no connection when BEGIN fails', async () => {
    const other = createClient({ url: `file:${file}` })
    const held = await other.transaction('write')
    const pool = pooledSqliteTransactions({ path: file, busyTimeoutMs: 50 })
    await expect(pool.transaction('write')).rejects.toThrow(/locked|busy/i)
    expect(pool.idleCount()).toBe(1)
    await held.rollback()
    const tx = await pool.transaction('write')
    await tx.commit()
    expect(pool.idleCount()).toBe(1)
    pool.closeAll()
    held.close()
    other.close()
  })

  it('a closed transaction is rolled back and its connection reused', async () => {
    const pool = pooledSqliteTransactions({ path: file, busyTimeoutMs: 1000 })
    const tx = await pool.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['dropped'] })
    tx.close()
    expect(tx.closed).toBe(true)
    const next = await pool.transaction('deferred')
    expect((await next.execute('SELECT count(*) AS n FROM items')).rows[0].n).toBe(0)
    await next.commit()
    expect(openDescriptorsOn(file)).toBe(1)
    pool.closeAll()
  })
})
