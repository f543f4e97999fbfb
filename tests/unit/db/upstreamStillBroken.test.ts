/**
 * The libsql behaviours the SQLite workarounds of src/lib/db exist for (docs/upstream.md), checked on the
 * dependencies alone. Each test fails on the day a new version fixes its behaviour: that is the sign to drop
 * the workaround (and its row, and this test).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { openDescriptorsOn } from '../../helpers/openFiles'

let dir: string
let file: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libsql-upstream-'))
  file = path.join(dir, 'test.db')
  const setup = new Database(file)
  setup.exec('PRAGMA journal_mode = WAL; CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)')
  setup.close()
})

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('@libsql/client 0.14 and libsql 0.4, as installed', () => {
  it('leave one connection open per committed transaction (pooledSqliteTransactions.ts)', async () => {
    const client = createClient({ url: `file:${file}` })
    await client.execute('SELECT 1')
    const before = openDescriptorsOn(file)
    for (let i = 0; i < 20; i++) {
      const transaction = await client.transaction('write')
      await transaction.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: [`item ${i}`] })
      await transaction.commit()
    }
    // Each left connection holds the database file open (garbage collection may have closed a few).
    expect(openDescriptorsOn(file) - before).toBeGreaterThanOrEqual(10)
    client.close()
  })

  it('refuse a second write transaction of the process while the first is open, instead of waiting for it (serialiseSqliteWrites.ts)', async () => {
    const client = createClient({ url: `file:${file}` })
    const first = await client.transaction('write')
    // Ends the first transaction soon: a driver that waited for it would then begin the second.
    const ending = new Promise((resolve) => setTimeout(resolve, 50)).then(() => first.commit())
    await expect(client.transaction('write')).rejects.toThrow(/SQLITE_BUSY|locked/i)
    await ending
    client.close()
  })
})
