import { describe, expect, it } from 'vitest'

import { becomes, decideStatusTransition, ORDER_STATUSES } from '@/lib/commerce/orders/statusTransitions'

// The messages staff see when the admin refuses a status change (the rule itself: tests/unit/orders-admin).
describe('refused status changes: what staff are told', () => {
  it('says a completed order is final, whatever it is changed to', () => {
    expect(decideStatusTransition('completed', 'shipped')).toEqual({
      ok: false,
      message: 'The status cannot change from Completed to Shipped: a completed order is final.',
    })
    expect(decideStatusTransition('completed', 'cancelled')).toEqual({
      ok: false,
      message: 'The status cannot change from Completed to Cancelled: a completed order is final.',
    })
  })

  it('says a cancelled order is final, even when re-opened to a later status', () => {
    expect(decideStatusTransition('cancelled', 'completed')).toEqual({
      ok: false,
      message: 'The status cannot change from Cancelled to Completed: a cancelled order is final.',
    })
  })

  it('says orders only move forward when moved back to a status before their own', () => {
    expect(decideStatusTransition('processing', 'pending')).toEqual({
      ok: false,
      message: 'The status cannot change from Processing to Pending: orders only move forward.',
    })
  })

  it('names both statuses and a reason in every refusal', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const decision = decideStatusTransition(from, to)
        if (!decision.ok)
          expect(decision.message).toMatch(/^The status cannot change from [A-Z][a-z]+ to [A-Z][a-z]+: .+\.$/)
      }
  })
})

describe('becomes: the change that puts an order into a status', () => {
  it('is only a change into that status', () => {
    expect(becomes('shipped', 'processing', 'shipped')).toBe(true)
    expect(becomes('shipped', 'processing', 'cancelled')).toBe(false)
    expect(becomes('cancelled', 'pending', 'processing')).toBe(false)
    expect(becomes('cancelled', null, null)).toBe(false)
  })
})
