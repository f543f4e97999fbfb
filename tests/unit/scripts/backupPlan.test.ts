import { describe, expect, it } from 'vitest'

import {
  archiveName,
  archivesToRemove,
  collectionTables,
  compareCounts,
  countTable,
  keepOption,
  restoreDecision,
} from '../../../scripts/lib/backup/plan'

describe('an archive’s name', () => {
  it('says when it was taken, in UTC, without colons, and sorts in time order', () => {
    expect(archiveName(new Date('2026-11-28T09:30:05.123Z'))).toBe('art-backup-2026-11-28T09-30-05-123Z.tar.gz')
    const names = ['2026-11-28T10:00:00.000Z', '2026-11-28T09:59:59.999Z', '2025-12-31T23:00:00.000Z'].map((t) =>
      archiveName(new Date(t)),
    )
    expect([...names].sort()).toEqual([names[2], names[1], names[0]])
  })
})

describe('--keep N', () => {
  const names = ['2026-11-25', '2026-11-28', '2026-11-26', '2026-11-27'].map((day) =>
    archiveName(new Date(`${day}T03:00:00Z`)),
  )

  it('removes every archive but the newest N', () => {
    expect(archivesToRemove(names, 2)).toEqual([names[2], names[0]])
    expect(archivesToRemove(names, 4)).toEqual([])
    expect(archivesToRemove(names, 10)).toEqual([])
  })

  it('never touches another file, nor an archive still being written', () => {
    const others = ['notes.txt', `${names[0]}.partial`, 'art-backup-manual.tar.gz', '.staging-x']
    expect(archivesToRemove([...others, ...names], 1)).toEqual([names[3], names[2], names[0]])
  })

  it('keeps at least one', () => {
    expect(() => archivesToRemove(names, 0)).toThrow(/1 or more/)
  })

  it('is read from the arguments, in either form', () => {
    expect(keepOption(['--keep', '7'])).toBe(7)
    expect(keepOption(['--keep=3'])).toBe(3)
    expect(keepOption([])).toBeUndefined()
    expect(() => keepOption(['--keep'])).toThrow(/needs a number/)
    expect(() => keepOption(['--keep', 'all'])).toThrow(/needs a number/)
  })
})

describe('the tables counted as collections', () => {
  it('are those holding documents, not arrays, relationships, versions or the migrations list', () => {
    expect(
      collectionTables({
        books: ['id', 'title', 'updated_at', 'created_at'],
        site_settings: ['id', 'updated_at', 'created_at'],
        books_variants: ['_order', '_parent_id', 'id', 'sku'],
        books_rels: ['id', 'order', 'parent_id', 'path', 'tags_id'],
        _books_v: ['id', 'parent_id', 'updated_at', 'created_at'],
        payload_migrations: ['id', 'name', 'batch', 'updated_at', 'created_at'],
        sqlite_sequence: ['name', 'seq'],
        accounts: ['id', 'email', 'updated_at', 'created_at'],
      }),
    ).toEqual(['accounts', 'books', 'site_settings'])
  })
})

describe('whether a restore goes ahead', () => {
  const code = ['m1', 'm2', 'm3']

  it('does into an empty database, migrating what the archive lacks', () => {
    expect(
      restoreDecision({ targetRows: 0, force: false, archiveMigrations: ['m1', 'm2'], codeMigrations: code }),
    ).toEqual({
      ok: true,
      pendingMigrations: ['m3'],
    })
  })

  it('refuses to replace documents without --force, and does with it', () => {
    const refused = restoreDecision({ targetRows: 12, force: false, archiveMigrations: code, codeMigrations: code })
    expect(refused).toMatchObject({ ok: false })
    expect(!refused.ok && refused.reason).toMatch(/not empty \(12 documents\).*--force/)
    expect(restoreDecision({ targetRows: 12, force: true, archiveMigrations: code, codeMigrations: code })).toEqual({
      ok: true,
      pendingMigrations: [],
    })
  })

  it('refuses an archive made by a newer version of the site, even with --force', () => {
    const decision = restoreDecision({
      targetRows: 0,
      force: true,
      archiveMigrations: [...code, 'm4'],
      codeMigrations: code,
    })
    expect(decision).toMatchObject({ ok: false })
    expect(!decision.ok && decision.reason).toMatch(/m4/)
  })
})

describe('the archive’s counts beside the restored ones', () => {
  it('flags each collection whose count differs', () => {
    const rows = compareCounts({ books: 10, orders: 4 }, { books: 10, orders: 3 })
    expect(rows).toEqual([
      { collection: 'books', archive: 10, restored: 10, same: true },
      { collection: 'orders', archive: 4, restored: 3, same: false },
    ])
    expect(countTable(rows)).toMatch(/orders\s+4\s+3 {2}≠/)
    expect(countTable(rows)).not.toMatch(/books.*≠/)
  })

  it('accepts a collection added since the archive when it is empty, not one missing from the restore', () => {
    expect(compareCounts({ books: 1 }, { books: 1, new_things: 0 }).every((row) => row.same)).toBe(true)
    expect(compareCounts({ books: 1, gone: 2 }, { books: 1 }).find((row) => row.collection === 'gone')?.same).toBe(
      false,
    )
  })
})
