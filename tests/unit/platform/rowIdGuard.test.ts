import { describe, expect, it } from 'vitest'

import { isRowId } from '@/collections/rowIdGuard'

describe('isRowId', () => {
  it('accepts positive integer ids, as numbers or digits', () => {
    for (const id of [1, 42, '1', '9007199254740']) expect(isRowId(id), String(id)).toBe(true)
  })
  it('refuses what the database would get as NaN, 0, negative or fractional', () => {
    for (const id of ['abc', '', '0', '-1', '1.5', '0x10', '1e3', ' 1', 0, -1, 1.5, Number.NaN, null, {}]) {
      expect(isRowId(id), JSON.stringify(id)).toBe(false)
    }
  })
})
