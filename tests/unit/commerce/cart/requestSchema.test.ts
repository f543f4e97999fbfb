import { describe, expect, it } from 'vitest'

import {
  addressSchema,
  bracketsToObject,
  completeCartSchema,
  forgetCartSchema,
  getCartSchema,
  lineUpdateOf,
  orderByNumberSchema,
  ordersByEmailSchema,
  updateCartSchema,
} from '@/lib/commerce/cart/requestSchema'
import { ADDRESS_LIMITS } from '@/lib/commerce/cart/types'
import { describeZodError } from '@/lib/http/errors'

const NUMBER = 'abcdefghjkmnpqrs'

describe('commerce call parameters', () => {
  it('read form-encoded bracket names like the JSON shape', () => {
    const form = new URLSearchParams(
      `order[number]=${NUMBER}&lineItems[l1][qty]=3&purchasables[0][id]=SKU-1&purchasables[0][qty]=2&shippingAddress[city]=Albany`,
    )
    const parsed = updateCartSchema.parse(bracketsToObject(form))
    expect(parsed).toMatchObject({
      number: NUMBER,
      lineItems: { l1: { qty: 3 } },
      purchasables: [{ id: 'SKU-1', qty: 2 }],
      shippingAddress: { city: 'Albany' },
    })
  })

  it('take purchasableId with qty, and qty defaults to one for purchasables', () => {
    const parsed = updateCartSchema.parse({ purchasableId: 'SKU-1', qty: '1', purchasables: [{ id: 'SKU-2' }] })
    expect(lineUpdateOf(parsed)).toEqual({
      lineItems: undefined,
      purchasables: [{ id: 'SKU-2', qty: 1 }],
      purchasableId: 'SKU-1',
      qty: 1,
    })
  })

  it('refuse bad input with a readable message', () => {
    const result = updateCartSchema.safeParse({ number: 'x', purchasableId: 'A', qty: -1, gatewayId: 3, extra: 1 })
    expect(result.success).toBe(false)
    const message = describeZodError(result.error!).error
    expect(message).toContain('number: number must be a cart or order number')
    expect(message).toMatch(/Unrecognized key.*\bextra\b/)
  })

  it('accept gateway id 2 only', () => {
    expect(updateCartSchema.safeParse({ gatewayId: '2' }).success).toBe(true)
    expect(describeZodError(updateCartSchema.safeParse({ gatewayId: '3' }).error!).error).toBe('gatewayId: gatewayId must be 2')
  })
})

const issuesOf = (result: { success: boolean; error?: Parameters<typeof describeZodError>[0] }) => {
  expect(result.success).toBe(false)
  return describeZodError(result.error!).error
}

describe('bracket names of a form-encoded call', () => {
  it('ignore a name with nothing to name: empty brackets, a lone bracket, an empty name', () => {
    const parsed = bracketsToObject([
      ['[]', '1'],
      ['[][]', '2'],
      ['[', '3'],
      [']', '4'],
      ['', '5'],
      ['note', 'kept'],
    ])
    expect(parsed).toEqual({ note: 'kept' })
  })

  it('read a name up to its last bracket pair, ignoring text after it', () => {
    expect(bracketsToObject([['shippingAddress[city]x', 'Troy']])).toEqual({ shippingAddress: { city: 'Troy' } })
  })

  it('keep the last value of a repeated name and merge the parts of one object', () => {
    const parsed = bracketsToObject([
      ['shippingAddress[city]', 'Troy'],
      ['shippingAddress[zipCode]', '12180'],
      ['shippingAddress[city]', 'Albany'],
    ])
    expect(parsed).toEqual({ shippingAddress: { city: 'Albany', zipCode: '12180' } })
  })
})

describe('cart and order numbers in a call', () => {
  it('take the number from number or order[number], trimmed', () => {
    expect(getCartSchema.parse({ number: ` ${NUMBER} ` })).toEqual({ number: NUMBER })
    expect(getCartSchema.parse({ order: { number: NUMBER } })).toEqual({ number: NUMBER })
    expect(forgetCartSchema.parse({})).toEqual({ number: undefined })
  })

  it('look an order up by its number alone', () => {
    expect(orderByNumberSchema.parse({ number: `${NUMBER}\n` })).toEqual({ number: NUMBER })
    expect(issuesOf(orderByNumberSchema.safeParse({}))).toMatch(/^number: .*received undefined$/)
    expect(issuesOf(orderByNumberSchema.safeParse({ number: 'ABCDEFGHJKMNPQRS' }))).toBe(
      'number: number must be a cart or order number',
    )
  })
})

describe('quantities', () => {
  const withQty = (qty: unknown) => updateCartSchema.safeParse({ purchasableId: 'SKU-1', qty })

  it('take 0 to 999 copies', () => {
    expect(withQty('0').data?.qty).toBe(0)
    expect(withQty(999).data?.qty).toBe(999)
  })

  it.each([
    ['abc', 'qty: qty must be a number'],
    ['1.5', 'qty: qty must be a whole number'],
    [-1, 'qty: qty must be 0 or more'],
    ['1000', 'qty: qty must be at most 999'],
    [1e20, 'qty: qty must be at most 999'],
  ])('refuse %s with a message saying why', (qty, message) => {
    expect(issuesOf(withQty(qty))).toBe(message)
  })

  it('refuse a quantity without the book it is for', () => {
    expect(issuesOf(updateCartSchema.safeParse({ qty: 2 }))).toBe('qty: qty needs a purchasableId')
  })

  it('check the quantities of lines and of purchasables', () => {
    expect(issuesOf(updateCartSchema.safeParse({ lineItems: { l1: { qty: 1000 } } }))).toBe(
      'lineItems.l1.qty: qty must be at most 999',
    )
    expect(issuesOf(updateCartSchema.safeParse({ purchasables: [{ id: 'SKU-1', qty: -1 }] }))).toBe(
      'purchasables.0.qty: qty must be 0 or more',
    )
  })
})

describe('book ids', () => {
  it('are trimmed, and a blank one is refused', () => {
    expect(updateCartSchema.parse({ purchasableId: ' SKU-1 ' }).purchasableId).toBe('SKU-1')
    expect(issuesOf(updateCartSchema.safeParse({ purchasableId: '   ' }))).toBe('purchasableId: id must not be empty')
    expect(updateCartSchema.parse({ purchasables: [{ id: ' SKU-2' }] }).purchasables).toEqual([{ id: 'SKU-2', qty: 1 }])
  })

  it('of at most 100 characters', () => {
    expect(updateCartSchema.safeParse({ purchasableId: 'x'.repeat(100) }).success).toBe(true)
    expect(issuesOf(updateCartSchema.safeParse({ purchasableId: 'x'.repeat(101) }))).toMatch(
      /^purchasableId: .*\b100 character/,
    )
  })
})

describe('purchasables', () => {
  it('come as a list (JSON) or as numbered fields (form), in order', () => {
    const list = [
      { id: 'A', qty: 1 },
      { id: 'B', qty: 2 },
    ]
    expect(updateCartSchema.parse({ purchasables: list }).purchasables).toEqual(list)
    expect(updateCartSchema.parse({ purchasables: { 0: { id: 'A' }, 1: { id: 'B', qty: '2' } } }).purchasables).toEqual(
      list,
    )
  })

  it('refuse anything else as not a list', () => {
    expect(issuesOf(updateCartSchema.safeParse({ purchasables: 'SKU-1' }))).toMatch(
      /^purchasables: .*expected array, received string$/i,
    )
    expect(issuesOf(updateCartSchema.safeParse({ purchasables: null }))).toMatch(
      /^purchasables: .*expected array, received null$/i,
    )
  })

  it('hold at most 100 books in one call', () => {
    const books = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `SKU-${index}` }))
    expect(updateCartSchema.safeParse({ purchasables: books(100) }).success).toBe(true)
    expect(issuesOf(updateCartSchema.safeParse({ purchasables: books(101) }))).toMatch(/^purchasables: [^;]*\b100\b/)
  })
})

describe('the other parts of an update-cart call', () => {
  it('take a shipping method by a non-empty handle', () => {
    expect(updateCartSchema.parse({ shippingMethodHandle: 'usStandard' }).shippingMethodHandle).toBe('usStandard')
    expect(issuesOf(updateCartSchema.safeParse({ shippingMethodHandle: ' ' }))).toMatch(
      /^shippingMethodHandle: .*\b1 character/,
    )
  })

  it('take an email address, trimmed, and refuse one that is not', () => {
    expect(updateCartSchema.parse({ email: ' ada@example.org ' }).email).toBe('ada@example.org')
    expect(issuesOf(updateCartSchema.safeParse({ email: 'ada' }))).toBe('email: email must be a valid email')
  })

  it('trim the address fields and hold each to its length', () => {
    expect(
      updateCartSchema.parse({ shippingAddress: { city: ' Albany ', countryCode: 'US ' } }).shippingAddress,
    ).toEqual({ city: 'Albany', countryCode: 'US' })
    expect(
      issuesOf(updateCartSchema.safeParse({ shippingAddress: { city: 'x'.repeat(101), countryCode: 'USA' } })),
    ).toMatch(/^shippingAddress\.city: .*\b100 character[^;]*; shippingAddress\.countryCode: .*\b2 character[^;]*$/)
    expect(issuesOf(updateCartSchema.safeParse({ shippingAddress: { town: 'Troy' } }))).toMatch(
      /^shippingAddress: Unrecognized key.*\btown\b/,
    )
  })

  it('take a note of up to 2000 characters, trimmed', () => {
    expect(updateCartSchema.parse({ note: ' Leave at the desk. ' }).note).toBe('Leave at the desk.')
    expect(issuesOf(updateCartSchema.safeParse({ note: 'x'.repeat(2001) }))).toMatch(/^note: .*\b2000 character/)
  })
})

describe('lineUpdateOf: the line changes of an update-cart call', () => {
  it('are none when the call changes no line', () => {
    expect(lineUpdateOf(updateCartSchema.parse({ number: NUMBER, email: 'ada@example.org' }))).toBeNull()
  })

  it.each([
    [{ lineItems: { l1: { qty: 0 } } }],
    [{ purchasables: [{ id: 'SKU-1', qty: 2 }] }],
    [{ purchasableId: 'SKU-1' }],
  ])('come from line items, purchasables or one purchasable: %j', (body) => {
    expect(lineUpdateOf(updateCartSchema.parse(body))).toEqual({
      lineItems: undefined,
      purchasables: undefined,
      purchasableId: undefined,
      qty: undefined,
      ...body,
    })
  })
})

describe('complete-cart and orders-by-email calls', () => {
  it('complete a cart with a note, an address and gateway 2 only', () => {
    expect(
      completeCartSchema.parse({
        order: { number: NUMBER },
        note: ' Thanks ',
        shippingAddress: { city: 'Troy' },
        gatewayId: '2',
      }),
    ).toEqual({ number: NUMBER, note: 'Thanks', shippingAddress: { city: 'Troy' }, gatewayId: 2 })
    expect(issuesOf(completeCartSchema.safeParse({ gatewayId: 1 }))).toBe('gatewayId: gatewayId must be 2')
    expect(issuesOf(completeCartSchema.safeParse({ qty: 1 }))).toMatch(/^Unrecognized key.*\bqty\b/)
  })

  it('look orders up by a trimmed email address', () => {
    expect(ordersByEmailSchema.parse({ email: ' ada@example.org' })).toEqual({ email: 'ada@example.org' })
    expect(issuesOf(ordersByEmailSchema.safeParse({ email: 'ada@' }))).toBe('email: email must be a valid email')
    expect(issuesOf(ordersByEmailSchema.safeParse({}))).toMatch(/^email: .*received undefined$/)
  })
})

describe('a blank quantity', () => {
  it.each([
    [[['lineItems[l1][qty]', '']]],
    [[['purchasableId', 'b1'], ['qty', '  ']]],
  ] as [string, string][][][])('is refused, never read as 0 (which would remove the line): %j', (form) => {
    const parsed = updateCartSchema.safeParse(bracketsToObject(form))
    expect(parsed.success).toBe(false)
    if (!parsed.success) expect(describeZodError(parsed.error).error).toMatch(/qty must be a number/)
  })

  it('is refused in JSON too', () => {
    const parsed = updateCartSchema.safeParse({ purchasableId: 'b1', qty: null })
    expect(parsed.success).toBe(false)
  })
})

describe('address limits', () => {
  it.each(Object.entries(ADDRESS_LIMITS))('takes %s up to %i characters and refuses one more', (part, limit) => {
    expect(addressSchema.safeParse({ [part]: 'a'.repeat(limit) }).success).toBe(true)
    const over = addressSchema.safeParse({ [part]: 'a'.repeat(limit + 1) })
    expect(over.success).toBe(false)
    expect(over.error?.issues[0].path).toEqual([part])
  })
})
