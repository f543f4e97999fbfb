import { describe, expect, it } from 'vitest'

import {
  allowedNextStatuses,
  becomes,
  cancellationReturnsStock,
  decideStatusTransition,
  ORDER_STATUSES,
} from '@/lib/commerce/orders/statusTransitions'

// The messages staff see when the admin refuses a status change (the rule itself: below).
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

describe('order status transitions', () => {
  it('moves forward step by step or skipping steps', () => {
    expect(decideStatusTransition('pending', 'processing')).toEqual({ ok: true })
    expect(decideStatusTransition('processing', 'shipped')).toEqual({ ok: true })
    expect(decideStatusTransition('shipped', 'completed')).toEqual({ ok: true })
    expect(decideStatusTransition('pending', 'shipped')).toEqual({ ok: true })
  })

  it('lets an order be cancelled until it is completed; only one not yet shipped gets its books back', () => {
    expect(decideStatusTransition('pending', 'cancelled')).toEqual({ ok: true })
    expect(decideStatusTransition('processing', 'cancelled')).toEqual({ ok: true })
    expect(decideStatusTransition('shipped', 'cancelled')).toEqual({ ok: true })
    expect(decideStatusTransition('completed', 'cancelled')).toEqual({
      ok: false,
      message: 'The status cannot change from Completed to Cancelled: a completed order is final.',
    })
    expect(cancellationReturnsStock('pending', 'cancelled')).toBe(true)
    expect(cancellationReturnsStock('processing', 'cancelled')).toBe(true)
    expect(cancellationReturnsStock('shipped', 'cancelled')).toBe(false)
    expect(cancellationReturnsStock('cancelled', 'cancelled')).toBe(false)
    expect(cancellationReturnsStock('pending', 'shipped')).toBe(false)
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
    expect(allowedNextStatuses('shipped')).toEqual(['shipped', 'completed', 'cancelled'])
  })

  it('tells a change into a status from a re-save', () => {
    expect(becomes('shipped', 'processing', 'shipped')).toBe(true)
    expect(becomes('shipped', 'shipped', 'shipped')).toBe(false)
    expect(becomes('cancelled', undefined, 'cancelled')).toBe(true)
  })
})
