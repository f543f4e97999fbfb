import { describe, expect, it } from 'vitest'

import {
  MAX_RESTOCK_COPIES,
  readRestockForm,
  RESTOCK_COUNT_ERROR,
  restockFieldName,
  restockSummary,
} from '../../../../src/lib/commerce/restock/restockForm'
import { restockFilters, restockHref, restockWhere } from '../../../../src/lib/commerce/restock/restockFilters'

describe('the restock form', () => {
  it('reads one line per variant with copies, skipping blank and 0, keeping SKUs with colons', () => {
    const form = readRestockForm([
      [restockFieldName(12, 'ART-1'), '5'],
      [restockFieldName(12, 'ART:2'), ' 3 '],
      [restockFieldName(13, 'LP-9'), ''],
      [restockFieldName(14, 'LP-10'), '0'],
      ['search', 'ignored'],
    ])
    expect(form).toEqual({
      ok: true,
      lines: [
        { book: 12, sku: 'ART-1', qty: 5 },
        { book: 12, sku: 'ART:2', qty: 3 },
      ],
    })
  })

  it('refuses negative, fractional, huge and non-numeric counts, naming each field, and adds nothing', () => {
    const form = readRestockForm([
      [restockFieldName(1, 'A'), '-1'],
      [restockFieldName(2, 'B'), '1.5'],
      [restockFieldName(3, 'C'), String(MAX_RESTOCK_COPIES + 1)],
      [restockFieldName(4, 'D'), 'ten'],
      [restockFieldName(5, 'E'), '2'],
    ])
    expect(form.ok).toBe(false)
    const fields = form.ok ? new Map<string, string>() : form.fields
    expect([...fields.keys()]).toEqual(['add:1:A', 'add:2:B', 'add:3:C', 'add:4:D'])
    expect(fields.get('add:1:A')).toBe(RESTOCK_COUNT_ERROR)
  })

  it('ignores names that are not variant fields, prototype names included, and files', () => {
    const form = readRestockForm([
      ['__proto__', '5'],
      ['add:__proto__:x', '5'],
      ['add:1', '5'],
      [restockFieldName(7, 'F'), { name: 'file' }],
    ])
    expect(form).toEqual({ ok: true, lines: [] })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('counts a field sent twice once, with its last value', () => {
    const form = readRestockForm([
      [restockFieldName(1, 'A'), '2'],
      [restockFieldName(1, 'A'), '4'],
    ])
    expect(form).toEqual({ ok: true, lines: [{ book: 1, sku: 'A', qty: 4 }] })
  })

  it('sums up what was added', () => {
    expect(restockSummary([{ book: 1, sku: 'A', qty: 1 }])).toBe('Added 1 copy to 1 book.')
    expect(
      restockSummary([
        { book: 1, sku: 'A', qty: 1000 },
        { book: 1, sku: 'B', qty: 2 },
        { book: 2, sku: 'C', qty: 3 },
      ]),
    ).toBe('Added 1,005 copies to 2 books.')
  })
})

describe('the restock page filters', () => {
  it('falls back to every book, both catalogues, page 1 for missing or nonsense values', () => {
    expect(restockFilters({})).toEqual({ search: '', level: 'all', catalogue: 'all', page: 1 })
    expect(restockFilters({ level: 'lots', catalogue: 'x', page: '-3', search: '  Color ' })).toEqual({
      search: 'Color',
      level: 'all',
      catalogue: 'all',
      page: 1,
    })
  })

  it('narrows by level, catalogue and title, and links back to itself', () => {
    const filters = restockFilters({ level: 'out', catalogue: 'press', search: 'Color', page: '2' })
    expect(restockWhere(filters, 3)).toEqual({
      and: [{ inStock: { equals: false } }, { productTypeHandle: { equals: 'press' } }, { title: { like: 'Color' } }],
    })
    expect(restockWhere(restockFilters({}), 3)).toEqual({})
    expect(restockHref(filters)).toBe('/admin/restock?search=Color&level=out&catalogue=press&page=2')
    expect(restockHref({ level: 'low' })).toBe('/admin/restock?level=low')
  })
})
