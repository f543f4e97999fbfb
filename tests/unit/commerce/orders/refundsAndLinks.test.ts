import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { ordersListWhere } from '@/lib/commerce/orders/listFilters'
import { refundUpdate } from '@/lib/commerce/orders/refunds'
import { stripePaymentUrl } from '@/lib/commerce/orders/stripeLink'

const charge = (fields: Partial<Stripe.Charge>) =>
  ({
    id: 'ch_1',
    amount: 3238,
    amount_refunded: 0,
    refunded: false,
    payment_intent: 'pi_1',
    ...fields,
  }) as Stripe.Charge

describe('refunds from charge.refunded', () => {
  const paid = { paymentStatus: 'paid' as const, stripe: { paymentIntentId: 'pi_1', refundedTotal: 0 } }

  it('marks a full refund refunded', () => {
    expect(refundUpdate(paid, charge({ amount_refunded: 3238, refunded: true }))).toEqual({
      paymentStatus: 'refunded',
      stripe: { paymentIntentId: 'pi_1', chargeId: 'ch_1', refundedTotal: 3238 },
    })
  })

  it('keeps a partial refund paid, with the amount refunded', () => {
    expect(refundUpdate(paid, charge({ amount_refunded: 500 }))).toMatchObject({
      paymentStatus: 'paid',
      stripe: { refundedTotal: 500 },
    })
  })

  it('never lowers the recorded amount when an older event arrives late', () => {
    const recorded = { paymentStatus: 'paid' as const, stripe: { refundedTotal: 1200 } }
    expect(refundUpdate(recorded, charge({ amount_refunded: 500 })).stripe.refundedTotal).toBe(1200)
  })
})

describe('Stripe dashboard link', () => {
  it('links live and test payments, and nothing for the local test checkout', () => {
    expect(stripePaymentUrl('pi_1', { STRIPE_SECRET_KEY: 'sk_live_x' })).toBe(
      'https://dashboard.stripe.com/payments/pi_1',
    )
    expect(stripePaymentUrl('pi_1', { STRIPE_SECRET_KEY: 'sk_test_x' })).toBe(
      'https://dashboard.stripe.com/test/payments/pi_1',
    )
    expect(stripePaymentUrl('pi_1', {})).toBeNull()
    expect(stripePaymentUrl(null, { STRIPE_SECRET_KEY: 'sk_live_x' })).toBeNull()
  })
})

describe('list filters for CSV and slips', () => {
  it('passes the list’s where through and adds search and status', () => {
    const where = { type: { equals: 'library' } }
    expect(ordersListWhere({ where, search: 'Portland', status: 'processing' })).toEqual({
      ok: true,
      where: {
        and: [
          where,
          {
            or: [{ number: { like: 'Portland' } }, { email: { like: 'Portland' } }, { library: { like: 'Portland' } }],
          },
          { status: { equals: 'processing' } },
        ],
      },
    })
    expect(ordersListWhere({})).toEqual({ ok: true, where: {} })
  })

  it('refuses an unknown status', () => {
    expect(ordersListWhere({ status: 'lost' }).ok).toBe(false)
  })
})
