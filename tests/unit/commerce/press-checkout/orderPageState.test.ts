import { describe, expect, it } from 'vitest'

import { buyerOrderState } from '@/lib/commerce/press-checkout/orderPageState'

const number = 'a1b2c3d4e5f6a7b8'
const press = { type: 'press' }

describe('buyerOrderState: the order page for the browser that paid', () => {
  it('shows the press order its cookie names', () => {
    expect(buyerOrderState({ number, paidNumbers: ['other', number], sessionId: null, order: press })).toBe('order')
  })

  it('says the payment is being confirmed when Stripe sent it back before the webhook made the order', () => {
    for (const sessionId of ['cs_test_a1B2c3', 'cs_live_a1B2c3', 'cs_test_local_0f9e8d'])
      expect(buyerOrderState({ number, paidNumbers: [number], sessionId, order: null })).toBe('confirming')
  })

  it('is the 404 without the cookie’s word for the number, whatever else is given', () => {
    expect(buyerOrderState({ number, paidNumbers: [], sessionId: 'cs_test_a1', order: null })).toBe('notFound')
    expect(buyerOrderState({ number, paidNumbers: ['someoneelse'], sessionId: 'cs_test_a1', order: press })).toBe(
      'notFound',
    )
  })

  it('is the 404 with the cookie but no session to wait for (not sent back by a checkout)', () => {
    for (const sessionId of [null, undefined, '', 'pi_123', 'cs_', 'cs_test_a1<script>', `cs_${'x'.repeat(251)}`])
      expect(buyerOrderState({ number, paidNumbers: [number], sessionId, order: null })).toBe('notFound')
  })

  it('never shows an order of another kind under a press buyer’s number', () => {
    expect(
      buyerOrderState({ number, paidNumbers: [number], sessionId: 'cs_test_a1', order: { type: 'library' } }),
    ).toBe('notFound')
  })
})
