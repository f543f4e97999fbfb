import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { resolveDatabaseTarget, sqliteFilePath } from '@/lib/db/databaseUrl'

describe('resolveDatabaseTarget', () => {
  it('selects Postgres for postgres:// and postgresql:// URLs', () => {
    expect(resolveDatabaseTarget('postgres://u:p@db:5432/art', 'production')).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/art',
    })
    expect(resolveDatabaseTarget(' postgresql://db/art ', 'production').kind).toBe('postgres')
  })

  it('selects SQLite for file: URLs as given', () => {
    expect(resolveDatabaseTarget('file:./tmp/x.db', 'production')).toEqual({ kind: 'sqlite', url: 'file:./tmp/x.db' })
  })

  it('keeps development and production in separate default files', () => {
    const cwd = '/srv/art'
    expect(resolveDatabaseTarget(undefined, 'development', cwd).url).toBe(`file:${path.join(cwd, 'data/dev.db')}`)
    expect(resolveDatabaseTarget('', 'production', cwd).url).toBe(`file:${path.join(cwd, 'data/art.db')}`)
    expect(resolveDatabaseTarget(undefined, 'test', cwd).url).toBe(`file:${path.join(cwd, 'data/art.db')}`)
  })

  it('refuses any other scheme with a message naming the accepted ones', () => {
    expect(() => resolveDatabaseTarget('mysql://db/art', 'production')).toThrow(/postgres:\/\/.*file:/)
  })
})

describe('sqliteFilePath', () => {
  it('names the file of absolute, relative and triple-slash file: URLs', () => {
    expect(sqliteFilePath('file:/srv/art/data/art.db')).toBe('/srv/art/data/art.db')
    expect(sqliteFilePath('file:./tmp/x.db')).toBe('./tmp/x.db')
    expect(sqliteFilePath('file:///srv/art.db')).toBe('///srv/art.db')
  })

  it('gives no file where a second connection would not see the same database', () => {
    expect(sqliteFilePath('file::memory:')).toBeNull()
    expect(sqliteFilePath('file:./x.db?mode=ro')).toBeNull()
    expect(sqliteFilePath('file://localhost/srv/art.db')).toBeNull()
    expect(sqliteFilePath('postgres://db/art')).toBeNull()
    expect(sqliteFilePath(undefined)).toBeNull()
  })
})
