import { describe, expect, it } from 'vitest'

import { addToOrderMessage, decideLibraryLimit, fillLimitStatement } from '@/lib/commerce/library-order/libraryLimit'
import { generateNumber, NUMBER_BITS, NUMBER_PATTERN } from '@/lib/commerce/orders/orderNumber'
import { DEFAULT_CLOSED_MESSAGE, decideProgramPolicy } from '@/lib/commerce/library-order/programPolicy'
import {
  autoSetShippingMethod,
  cartShipping,
  FREE_SHIPPING,
  offeredShippingMethods,
} from '@/lib/commerce/cart/shippingMethod'
import { itemTotal } from '@/lib/commerce/cart/totals'
import { totalQuantity } from '@/lib/commerce/cart/types'

describe('totals', () => {
  it('counts quantities and sums money in cents', () => {
    expect(totalQuantity([{ qty: 2 }, { qty: 3 }])).toBe(5)
    expect(
      itemTotal([
        { qty: 2, unitPrice: 1999 },
        { qty: 1, unitPrice: 500 },
      ]),
    ).toBe(4498)
  })
})

describe('library book limit', () => {
  const lines = [
    { id: 'a', qty: 3 },
    { id: 'b', qty: 2 },
    { id: 'c', qty: 1 },
  ]
  it('allows an order up to the limit', () => {
    expect(decideLibraryLimit(lines, 6)).toEqual({ limit: 6, totalQty: 6, exceeded: false, excessLineIds: [] })
  })
  it('marks the lines holding copies beyond the limit', () => {
    expect(decideLibraryLimit(lines, 4)).toEqual({ limit: 4, totalQty: 6, exceeded: true, excessLineIds: ['b', 'c'] })
  })
  it('fills the limit into the statement', () => {
    expect(fillLimitStatement('You may order up to {limit} books.', 25)).toBe('You may order up to 25 books.')
  })
  it('says at once when an added book takes the order over the limit', () => {
    const exceededStatement = 'Your order has more books than your library’s limit.'
    expect(addToOrderMessage('Atlas', { ok: true, limit: { exceeded: false, exceededStatement } })).toBe(
      'Added “Atlas” to your order.',
    )
    expect(addToOrderMessage('Atlas', { ok: true, limit: { exceeded: true, exceededStatement } })).toBe(
      `Added “Atlas” to your order. ${exceededStatement}`,
    )
    expect(addToOrderMessage('Atlas', { ok: false, error: 'Log in to order books.' })).toBe('Log in to order books.')
  })
})

describe('shipping method auto-set (SPEC §4)', () => {
  const free = { handle: 'freeShipping', free: true }
  const flat = { handle: 'flat', free: false }
  const intl = { handle: 'intl', free: false }
  it('uses freeShipping when none is available', () => {
    expect(autoSetShippingMethod([], 'flat')).toBe(FREE_SHIPPING)
  })
  it('leaves a non-free method already set', () => {
    expect(autoSetShippingMethod([free, flat, intl], 'intl')).toBe('intl')
  })
  it('otherwise picks the first non-free method', () => {
    expect(autoSetShippingMethod([free, flat, intl], 'freeShipping')).toBe('flat')
    expect(autoSetShippingMethod([free, flat], null)).toBe('flat')
  })
  it('does not keep a set method that is no longer available', () => {
    expect(autoSetShippingMethod([free, flat], 'gone')).toBe('flat')
  })
  it('otherwise picks the first', () => {
    expect(autoSetShippingMethod([free], null)).toBe('freeShipping')
  })
})

describe('shipping methods offered (only what the SPEC §4 rule keeps)', () => {
  const free = { handle: 'freeShipping', free: true }
  const pickup = { handle: 'pickup', free: true }
  const flat = { handle: 'flat', free: false }
  const intl = { handle: 'intl', free: false }

  it('leaves Free shipping out while a paid method ships there', () => {
    expect(offeredShippingMethods([free, flat, intl])).toEqual([flat, intl])
  })
  it('offers only the first method when none is paid', () => {
    expect(offeredShippingMethods([free, pickup])).toEqual([free])
    expect(offeredShippingMethods([])).toEqual([])
  })
  it('offers nothing the rule would switch away from once chosen', () => {
    for (const available of [[free, flat, intl], [flat, free], [free, pickup], [pickup, free, intl], [intl]]) {
      const offered = offeredShippingMethods(available)
      for (const option of offered) expect(autoSetShippingMethod(available, option.handle)).toBe(option.handle)
      expect(offered.map((option) => option.handle)).toContain(autoSetShippingMethod(available, null))
    }
  })
  it('shows no method for a cart with no address yet', () => {
    expect(cartShipping(null, 'intl')).toEqual({ offered: [], handle: null })
  })
  it('applies the rule once the address is known, freeShipping when nothing ships there', () => {
    expect(cartShipping([free, flat, intl], 'freeShipping')).toEqual({ offered: [flat, intl], handle: 'flat' })
    expect(cartShipping([], null)).toEqual({ offered: [], handle: FREE_SHIPPING })
  })
})

describe('program policy', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  const oncePerYear = { ordersPerPeriod: { enabled: true, maxOrders: 1, periodMonths: 12 } }

  it('allows anything when nothing is switched on', () => {
    expect(decideProgramPolicy({ policy: {}, now, previousOrderDates: ['2026-06-01'] })).toEqual({ allowed: true })
  })
  it('refuses a second order within the period', () => {
    expect(decideProgramPolicy({ policy: oncePerYear, now, previousOrderDates: ['2025-09-01'] })).toEqual({
      allowed: false,
      reason: 'period',
      message: 'The Library Program allows one order every 12 months; your library has reached that.',
    })
  })
  it('allows an order once the earlier one is older than the period', () => {
    expect(decideProgramPolicy({ policy: oncePerYear, now, previousOrderDates: ['2025-06-01'] })).toEqual({
      allowed: true,
    })
  })
  it('refuses outside the ordering window with its message, or a default one', () => {
    const window = { enabled: true, opensAt: '2026-07-01', closesAt: '2026-08-01', closedMessage: 'Opens in July.' }
    expect(decideProgramPolicy({ policy: { orderingWindow: window }, now, previousOrderDates: [] })).toEqual({
      allowed: false,
      reason: 'window',
      message: 'Opens in July.',
    })
    const closed = { enabled: true, closesAt: '2026-06-01' }
    expect(decideProgramPolicy({ policy: { orderingWindow: closed }, now, previousOrderDates: [] })).toMatchObject({
      message: DEFAULT_CLOSED_MESSAGE,
    })
    const open = { enabled: true, opensAt: '2026-06-01', closesAt: '2026-07-01' }
    expect(decideProgramPolicy({ policy: { orderingWindow: open }, now, previousOrderDates: [] })).toEqual({
      allowed: true,
    })
  })
  it('lets staff exempt one account from both rules', () => {
    const policy = { ...oncePerYear, orderingWindow: { enabled: true, closesAt: '2026-01-01' } }
    expect(decideProgramPolicy({ policy, override: 'exempt', now, previousOrderDates: ['2026-06-01'] })).toEqual({
      allowed: true,
    })
  })
})

describe('cart and order numbers', () => {
  it('carry at least 60 bits from the CSPRNG and are URL-safe', () => {
    expect(NUMBER_BITS).toBeGreaterThanOrEqual(60)
    const numbers = new Set(Array.from({ length: 1000 }, () => generateNumber()))
    expect(numbers.size).toBe(1000)
    for (const number of numbers) expect(number).toMatch(NUMBER_PATTERN)
    expect(encodeURIComponent([...numbers][0])).toBe([...numbers][0])
  })
  it('use every bit given', () => {
    expect(generateNumber(() => new Uint8Array(16).fill(0))).not.toBe(generateNumber(() => new Uint8Array(16).fill(1)))
  })
})
