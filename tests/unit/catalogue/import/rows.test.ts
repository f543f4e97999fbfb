import { describe, expect, it } from 'vitest'

import { readBookFile } from '@/lib/catalogue/import/file'
import { readBookRow, splitNames, type CellProblem } from '@/lib/catalogue/import/rows'
import type { ColumnKey } from '@/lib/catalogue/import/columns'

const cells = (values: Partial<Record<ColumnKey, string>>) => new Map(Object.entries(values) as [ColumnKey, string][])
const problems = (values: Partial<Record<ColumnKey, string>>): CellProblem[] => {
  const reading = readBookRow(cells(values), 2, 2026)
  return reading.ok ? [] : reading.problems
}

describe('a spreadsheet row', () => {
  it('reads every column of a good row', () => {
    const reading = readBookRow(
      cells({
        catalogue: 'Press',
        title: '  Blue   Rooms ',
        authors: 'Ana Ruiz',
        isbn: '978-0-306-40615-7',
        publishers: 'Siglio',
        year: '2019',
        format: 'Hardcover',
        themes: 'Colour; Architecture ; colour',
        description: 'First paragraph.\r\n\r\nSecond.',
        quantity: '1,200',
        price: '$24.95',
        cover: '9780306406157.jpg',
      }),
      2,
      2026,
    )
    expect(reading).toEqual({
      ok: true,
      row: {
        line: 2,
        title: 'Blue Rooms',
        slug: 'blue-rooms',
        catalogue: 'press',
        authors: 'Ana Ruiz',
        isbn: '9780306406157',
        year: 2019,
        tags: { publishers: ['Siglio'], format: ['Hardcover'], themes: ['Colour', 'Architecture'] },
        description: 'First paragraph.\n\nSecond.',
        quantity: 1200,
        price: 2495,
        cover: '9780306406157.jpg',
      },
    })
  })

  it('tells a column left out (kept) from a column left empty (cleared)', () => {
    const left = readBookRow(cells({ title: 'Blue Rooms' }), 2)
    const empty = readBookRow(cells({ title: 'Blue Rooms', authors: '', year: '', themes: '' }), 2)
    expect(left.ok && left.row).toEqual({ line: 2, title: 'Blue Rooms', slug: 'blue-rooms', tags: {} })
    expect(empty.ok && empty.row).toMatchObject({ authors: null, year: null, tags: { themes: [] } })
  })

  it('refuses each bad cell with its column and reason', () => {
    expect(problems({ title: '' })).toEqual([{ column: 'Title', reason: 'Every book needs a title.' }])
    expect(problems({ title: 'A', isbn: '978-0-306-40615-8' })[0]?.column).toBe('ISBN-13')
    expect(problems({ title: 'A', year: '19' })[0]).toMatchObject({ column: 'Year' })
    expect(problems({ title: 'A', year: '2031' })[0]).toMatchObject({ column: 'Year' })
    expect(problems({ title: 'A', quantity: '2.5' })[0]).toMatchObject({ column: 'Quantity' })
    expect(problems({ title: 'A', quantity: '-1' })[0]).toMatchObject({ column: 'Quantity' })
    expect(problems({ title: 'A', price: 'free' })[0]).toMatchObject({ column: 'Price' })
    expect(problems({ title: 'A', catalogue: 'Shop' })[0]?.reason).toMatch(/Library Program.*Press/)
    expect(problems({ title: 'A', cover: '../etc/passwd' })[0]).toMatchObject({ column: 'Cover file' })
    expect(problems({ title: 'A', cover: 'cover.pdf' })[0]).toMatchObject({ column: 'Cover file' })
  })

  it('reports every bad cell of a row, not just the first', () => {
    expect(problems({ title: 'A', isbn: '123', year: 'soon', quantity: 'many' }).map((p) => p.column)).toEqual([
      'ISBN-13',
      'Year',
      'Quantity',
    ])
  })

  it('keeps prices to their catalogue: none for Library Program, one for Press', () => {
    expect(problems({ title: 'A', catalogue: 'Library Program', price: '10' })[0]?.reason).toMatch(/free/)
    expect(problems({ title: 'A', catalogue: 'Library Program', price: '' })).toEqual([])
    expect(problems({ title: 'A', catalogue: 'Press', price: '' })[0]?.reason).toMatch(/need a price/)
  })

  it('splits names on semicolons and line breaks, once each whatever the case', () => {
    expect(splitNames('Kahlo, Frida; Rivera ;\nkahlo, frida;;')).toEqual(['Kahlo, Frida', 'Rivera'])
  })
})

describe('a spreadsheet file', () => {
  it('matches headers whatever their case or spacing, and lists the columns it does not read', () => {
    const file = readBookFile('\uFEFFtitle,ISBN,price (dollars),Shelf\r\nBlue Rooms,9780306406157,12,B4\r\n', 2026)
    expect(file).toMatchObject({
      ok: true,
      rows: [{ line: 2, title: 'Blue Rooms', isbn: '9780306406157', price: 1200 }],
      ignoredColumns: ['Shelf'],
    })
  })

  it('reads semicolon-separated files and quoted cells with line breaks, numbering rows as the spreadsheet does', () => {
    const file = readBookFile('Title;Description\n"Blue; Rooms";"One\n\nTwo"\n;\nGreen,Rooms;x\n')
    expect(file.ok && file.rows.map((row) => [row.line, row.title, row.description])).toEqual([
      [2, 'Blue; Rooms', 'One\n\nTwo'],
      [4, 'Green,Rooms', 'x'],
    ])
  })

  it('refuses a file without a Title column, or with a column twice', () => {
    expect(readBookFile('Name,ISBN\nx,y\n')).toMatchObject({ ok: false, reason: expect.stringMatching(/Title/) })
    expect(readBookFile('Title,ISBN,isbn-13\nx,,\n')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/twice/),
    })
  })

  it('takes off the apostrophe the export puts before text a spreadsheet would run as a formula', () => {
    const file = readBookFile("Title,Description\n'=Blue,'- a list item\n")
    expect(file.ok && file.rows[0]).toMatchObject({ title: '=Blue', description: '- a list item' })
  })

  it('never turns a header into an object key', () => {
    const file = readBookFile('Title,__proto__,constructor\nBlue,x,y\n')
    expect(file.ok && file.ignoredColumns).toEqual(['__proto__', 'constructor'])
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
