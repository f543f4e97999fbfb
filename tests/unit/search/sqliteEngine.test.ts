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

describe('SQLite search index upgrade', () => {
  it('upgrades a version 3 file (fts5vocab tables, no vocabulary) in place on ensure()', async () => {
    const url = searchFileFor(`file:${path.join(dir, 'old-site.db')}`)
    const writer = new SqliteSearchEngine(url)
    await writer.upsert({ kind: 'book', docId: '1', slug: 'a', title: 'Street Photography', catalogue: 'libraryProgram' })
    await writer.upsert({ kind: 'news', docId: '2', slug: 'b', title: 'Harbour news' })
    await writer.close()
    // Turn the file back into the version 3 layout.
    const raw = createClient({ url })
    await raw.batch(
      [
        'DROP TRIGGER search_documents_terms_ai',
        'DROP TRIGGER search_documents_terms_ad',
        'DROP TRIGGER search_terms_ai',
        'DROP TABLE search_term_deletes',
        'DROP TABLE search_terms',
        'DROP TABLE search_positions',
        'ALTER TABLE search_documents DROP COLUMN terms',
        "CREATE VIRTUAL TABLE search_vocab_lp USING fts5vocab(search_fts_lp, 'row')",
        'PRAGMA user_version = 3',
      ],
      'write',
    )
    raw.close()

    const upgraded = new SqliteSearchEngine(url)
    try {
      const typo = await upgraded.search({ text: 'hotography' })
      expect(typo.groups.libraryProgram.map((h) => h.title)).toEqual(['Street Photography'])
      expect((await upgraded.search({ text: 'harbour' })).counts.reading).toBe(1)
      await upgraded.upsert({ kind: 'book', docId: '3', slug: 'c', title: 'Lanterns', catalogue: 'press' })
      expect((await upgraded.search({ text: 'lantrens' })).counts.press).toBe(1)
    } finally {
      await upgraded.close()
    }
    const check = createClient({ url })
    const tables = await check.execute("SELECT name FROM sqlite_master WHERE name LIKE 'search_vocab%'")
    expect(tables.rows).toEqual([])
    expect(Number((await check.execute('PRAGMA user_version')).rows[0]![0])).toBeGreaterThan(3)
    check.close()
  })
})
