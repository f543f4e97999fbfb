import { describe, expect, it } from 'vitest'

/**
 * The cart API's schemas are built when their module loads, so a schema that cannot be built breaks every call.
 * Imported inside the test (not at the top) so that such a break fails this test, not only the loading of a
 * test file (which the mutation runner does not count as a failure).
 */
describe('the cart API schemas', () => {
  it('are built, each accepting an empty or minimal call', async () => {
    const schemas = await import('@/lib/commerce/cart/requestSchema')
    const number = 'abcdefghjkmnpqrs'
    expect(schemas.getCartSchema.parse({})).toEqual({})
    expect(schemas.forgetCartSchema.parse({ order: { number } })).toEqual({ number })
    expect(
      schemas.updateCartSchema.parse({ purchasables: { 0: { id: 'A' } }, shippingAddress: { city: 'Troy' } }),
    ).toEqual({
      purchasables: [{ id: 'A', qty: 1 }],
      shippingAddress: { city: 'Troy' },
    })
    expect(schemas.completeCartSchema.parse({ note: 'Thanks' })).toEqual({ note: 'Thanks' })
    expect(schemas.orderByNumberSchema.parse({ number })).toEqual({ number })
    expect(schemas.ordersByEmailSchema.parse({ email: 'ada@example.org' })).toEqual({ email: 'ada@example.org' })
  })
})
