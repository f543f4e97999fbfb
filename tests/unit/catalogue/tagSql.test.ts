import { describe, expect, it } from 'vitest'

import { filterTagFromRow, tagsBySlugSql } from '@/lib/catalogue/tagSql'

describe('tags by slug in SQL', () => {
  it('asks for each slug once by placeholder, with the reserved column name quoted for both databases', () => {
    const { sql, args } = tagsBySlugSql(['war', 'zines'])
    expect(sql).toContain('slug IN (?, ?)')
    expect(sql).toContain('"group"')
    expect(args).toEqual(['war', 'zines'])
    expect(() => tagsBySlugSql([])).toThrow()
  })

  it('gives the fields the Local API selects, ids as numbers', () => {
    expect(filterTagFromRow({ id: '4', title: 'Frida Kahlo', slug: 'frida-kahlo', group: 'artists', sort_by: 'Kahlo' })).toEqual({
      id: 4,
      title: 'Frida Kahlo',
      slug: 'frida-kahlo',
      group: 'artists',
      sortBy: 'Kahlo',
    })
  })
})
