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

  it('adds per-group word counts to a version 4 file, and one-word counts equal FTS counts', async () => {
    const url = searchFileFor(`file:${path.join(dir, 'v4-site.db')}`)
    const writer = new SqliteSearchEngine(url)
    await writer.upsertMany([
      { kind: 'book', docId: '1', slug: 'a', title: 'Harbour lights', catalogue: 'libraryProgram' },
      { kind: 'book', docId: '2', slug: 'b', title: 'Harbour dark', catalogue: 'press' },
      { kind: 'news', docId: '3', slug: 'c', title: 'Harbours and harbour walls' },
    ])
    await writer.close()
    const raw = createClient({ url })
    await raw.batch(
      [
        'DROP TRIGGER search_documents_terms_ai',
        'DROP TRIGGER search_documents_terms_ad',
        'ALTER TABLE search_terms DROP COLUMN lp',
        'ALTER TABLE search_terms DROP COLUMN press',
        'ALTER TABLE search_terms DROP COLUMN reading',
        `CREATE TRIGGER search_documents_terms_ai AFTER INSERT ON search_documents WHEN new.terms IS NOT NULL BEGIN
           INSERT INTO search_terms (term, docs) SELECT value, 1 FROM json_each(new.terms) WHERE true
             ON CONFLICT (term) DO UPDATE SET docs = docs + 1;
         END`,
        'PRAGMA user_version = 4',
      ],
      'write',
    )
    raw.close()
    const upgraded = new SqliteSearchEngine(url)
    try {
      // "harbour" as a whole word: one vocabulary entry; "harbo" as a prefix: two (harbour, harbours).
      expect((await upgraded.search({ text: 'harbour' })).counts).toEqual({ libraryProgram: 1, press: 1, reading: 1 })
      expect((await upgraded.search({ text: 'harbo' })).counts).toEqual({ libraryProgram: 1, press: 1, reading: 1 })
      expect((await upgraded.search({ text: 'harbours' })).counts).toEqual({ libraryProgram: 0, press: 0, reading: 1 })
      await upgraded.remove('book', '2')
      await upgraded.upsert({ kind: 'book', docId: '4', slug: 'd', title: 'Harbours', catalogue: 'press' })
      expect((await upgraded.search({ text: 'harbours' })).counts).toEqual({ libraryProgram: 0, press: 1, reading: 1 })
      // As a prefix, "harbour" also finds the new press book's "harbours".
      expect((await upgraded.search({ text: 'harbour' })).counts).toEqual({ libraryProgram: 1, press: 1, reading: 1 })
      await upgraded.remove('book', '4')
      expect((await upgraded.search({ text: 'harbour' })).counts).toEqual({ libraryProgram: 1, press: 0, reading: 1 })
    } finally {
      await upgraded.close()
    }
  })
})
