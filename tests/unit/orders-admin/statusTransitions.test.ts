import { describe, expect, it } from 'vitest'

import { allowedNextStatuses, becomes, decideStatusTransition } from '@/lib/commerce/orders/statusTransitions'

describe('order status transitions', () => {
  it('moves forward step by step or skipping steps', () => {
    expect(decideStatusTransition('pending', 'processing')).toEqual({ ok: true })
    expect(decideStatusTransition('processing', 'shipped')).toEqual({ ok: true })
    expect(decideStatusTransition('shipped', 'completed')).toEqual({ ok: true })
    expect(decideStatusTransition('pending', 'shipped')).toEqual({ ok: true })
  })

  it('lets an order not yet shipped be cancelled, and nothing later', () => {
    expect(decideStatusTransition('pending', 'cancelled')).toEqual({ ok: true })
    expect(decideStatusTransition('processing', 'cancelled')).toEqual({ ok: true })
    expect(decideStatusTransition('shipped', 'cancelled')).toEqual({
      ok: false,
      message: 'The status cannot change from Shipped to Cancelled: a shipped order can no longer be cancelled.',
    })
  })

  it('never moves backwards', () => {
    expect(decideStatusTransition('shipped', 'processing')).toEqual({
      ok: false,
      message: 'The status cannot change from Shipped to Processing: orders only move forward.',
    })
  })

  it('treats completed and cancelled as final', () => {
    expect(decideStatusTransition('cancelled', 'pending')).toEqual({
      ok: false,
      message: 'The status cannot change from Cancelled to Pending: a cancelled order is final.',
    })
    expect(decideStatusTransition('completed', 'shipped').ok).toBe(false)
    expect(allowedNextStatuses('completed')).toEqual(['completed'])
    expect(allowedNextStatuses('cancelled')).toEqual(['cancelled'])
  })

  it('allows saving without a change in every status', () => {
    for (const status of ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const)
      expect(decideStatusTransition(status, status)).toEqual({ ok: true })
  })

  it('lists the choices for each status', () => {
    expect(allowedNextStatuses('pending')).toEqual(['pending', 'processing', 'shipped', 'completed', 'cancelled'])
    expect(allowedNextStatuses('shipped')).toEqual(['shipped', 'completed'])
  })

  it('tells a change into a status from a re-save', () => {
    expect(becomes('shipped', 'processing', 'shipped')).toBe(true)
    expect(becomes('shipped', 'shipped', 'shipped')).toBe(false)
    expect(becomes('cancelled', undefined, 'cancelled')).toBe(true)
  })
})
