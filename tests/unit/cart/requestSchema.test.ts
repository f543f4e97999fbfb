import { describe, expect, it } from 'vitest'

import { bracketsToObject, describeIssues, lineUpdateOf, updateCartSchema } from '@/lib/cart/requestSchema'

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
    const message = describeIssues(result.error!)
    expect(message).toContain('number: number must be a cart or order number')
    expect(message).toContain("Unrecognized key(s) in object: 'extra'")
  })

  it('accept gateway id 2 only', () => {
    expect(updateCartSchema.safeParse({ gatewayId: '2' }).success).toBe(true)
    expect(describeIssues(updateCartSchema.safeParse({ gatewayId: '3' }).error!)).toBe('gatewayId: gatewayId must be 2')
  })
})
