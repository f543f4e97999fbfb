import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { searchFileFor, SqliteSearchEngine } from '@/lib/search/sqlite'
import { engineContract } from './engineContract'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-search-'))
const engine = new SqliteSearchEngine(searchFileFor(`file:${path.join(dir, 'site.db')}`))

afterAll(async () => {
  await engine.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('SQLite FTS5 search engine', () => engineContract(() => engine))

describe('SQLite search index layout', () => {
  it('drops a file of another layout version and creates the current layout empty, to be rebuilt', async () => {
    const url = searchFileFor(`file:${path.join(dir, 'old-site.db')}`)
    const writer = new SqliteSearchEngine(url)
    expect(await writer.ensure()).toBe('needsRebuild')
    await writer.upsert({ kind: 'book', docId: '1', slug: 'a', title: 'Street Photography', catalogue: 'libraryProgram' })
    await writer.markFilled()
    expect(await writer.ensure()).toBe('current')
    await writer.close()

    const again = new SqliteSearchEngine(url)
    expect(await again.ensure()).toBe('current')
    expect((await again.search({ text: 'photography' })).counts.libraryProgram).toBe(1)
    await again.close()

    // An older layout (upgraded in place until version 5, marked by user_version) with a table of its own.
    const raw = createClient({ url })
    await raw.batch(
      [
        'DROP TABLE search_layout',
        "CREATE VIRTUAL TABLE search_vocab_lp USING fts5vocab(search_fts_lp, 'row')",
        'PRAGMA user_version = 5',
      ],
      'write',
    )
    raw.close()
    const upgraded = new SqliteSearchEngine(url)
    try {
      expect(await upgraded.ensure()).toBe('needsRebuild')
      expect((await upgraded.search({ text: 'photography' })).counts.libraryProgram).toBe(0)
      await upgraded.upsert({ kind: 'book', docId: '3', slug: 'c', title: 'Lanterns', catalogue: 'press' })
      expect((await upgraded.search({ text: 'lantrens' })).counts.press).toBe(1)
    } finally {
      await upgraded.close()
    }
    const check = createClient({ url })
    const tables = await check.execute("SELECT name FROM sqlite_master WHERE name LIKE 'search_vocab%'")
    expect(tables.rows).toEqual([])
    check.close()
  })
})
