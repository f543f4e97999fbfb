import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { resolveDatabaseTarget } from '@/lib/db/databaseUrl'

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
