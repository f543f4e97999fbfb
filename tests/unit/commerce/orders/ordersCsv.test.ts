import { describe, expect, it } from 'vitest'

import { orderCsvRows, ordersCsv } from '@/lib/commerce/orders/ordersCsv'

import { libraryOrder, pressOrder } from './fixtures'

const column = (rows: unknown[][], name: string) => {
  const index = rows[0]!.indexOf(name)
  expect(index, name).toBeGreaterThanOrEqual(0)
  return rows.slice(1).map((row) => row[index])
}

describe('orders CSV', () => {
  it('has one row per line with the order columns repeated', () => {
    const rows = orderCsvRows([libraryOrder, pressOrder])
    expect(rows).toHaveLength(1 + 2 + 1)
    expect(column(rows, 'Order number')).toEqual(['#1024', '#1024', '#1031'])
    expect(column(rows, 'Order reference')).toEqual(['LP-7F3K2Q9X', 'LP-7F3K2Q9X', 'PR-2B8M4N6T'])
    expect(column(rows, 'Library')).toEqual(['Portland Public Library', 'Portland Public Library', null])
    expect(column(rows, 'Title')).toEqual(['Ways of Seeing', 'Interaction of Color', '=HYPERLINK("x")'])
    expect(column(rows, 'Quantity')).toEqual([2, 1, 1])
    expect(column(rows, 'Type')).toEqual(['Library Program', 'Library Program', 'Press'])
  })

  it('writes money in dollars', () => {
    const rows = orderCsvRows([pressOrder])
    expect(column(rows, 'Total (USD)')).toEqual(['32.38'])
    expect(column(rows, 'Unit price (USD)')).toEqual(['25.00'])
    expect(column(rows, 'Refunded (USD)')).toEqual(['5.00'])
  })

  it('keeps an order without lines as one row', () => {
    const rows = orderCsvRows([{ ...libraryOrder, lineItems: [] }])
    expect(rows).toHaveLength(2)
    expect(column(rows, 'Title')).toEqual([''])
  })

  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const csv = ordersCsv([pressOrder, libraryOrder])
    const lines = csv.split('\r\n')
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
    expect(lines[2]).toContain('"Leave at the ""back"" door, please"')
    expect(csv.endsWith('\r\n')).toBe(true)
  })
})
