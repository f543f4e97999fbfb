import { describe, expect, it } from 'vitest'

import { orderStatement } from '@/lib/commerce/orders/orderStatement'

describe('orderStatement: the order page follows the order', () => {
  it('thanks the buyer while the order waits to be packed', () => {
    expect(orderStatement({ type: 'library', status: 'pending' })).toBe(
      'Thank you. Your Library Program order has been received.',
    )
    expect(orderStatement({ type: 'press', status: 'processing' })).toBe('Thank you for your order.')
  })

  it('says a shipped or completed order has shipped, and a cancelled one was cancelled', () => {
    for (const type of ['library', 'press'] as const) {
      expect(orderStatement({ type, status: 'shipped' })).toBe('Your order has shipped.')
      expect(orderStatement({ type, status: 'completed' })).toBe('Your order has shipped.')
      expect(orderStatement({ type, status: 'cancelled' })).toBe('This order was cancelled.')
    }
  })
})
