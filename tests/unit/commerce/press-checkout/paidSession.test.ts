import { describe, expect, it } from 'vitest'

import { CHECKOUT_STATUS_LABELS, CHECKOUT_STATUSES } from '@/lib/commerce/press-checkout/paidSession'

describe('checkout record statuses as staff see them in the admin', () => {
  it('each read as a plain phrase', () => {
    expect(CHECKOUT_STATUSES.map((status) => CHECKOUT_STATUS_LABELS[status])).toEqual([
      'Reserved, awaiting payment',
      'Paid, order made',
      'Released (not paid)',
      'Replaced by a newer checkout',
      'Paid, refund due',
      'Refunded',
    ])
  })
})
