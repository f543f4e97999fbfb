import { describe, expect, it } from 'vitest'

import { CHECKOUT_STATUSES, paidSessionAction, type CheckoutStatus } from '@/lib/commerce/press-checkout/paidSession'
import { pressOrderData } from '@/lib/commerce/press-checkout/pressOrder'
import { refundDueEmail } from '@/lib/commerce/press-checkout/refundNotice'
import type { PressCheckout } from '@/payload-types'

const record: PressCheckout = {
  id: 7,
  sessionId: 'cs_test_1',
  status: 'reserved',
  cart: 3,
  cartNumber: 'abcdefgh12345678',
  lines: [
    { book: 11, sku: 'ARTP-1', title: 'Wild Tides', unitPrice: 1800, qty: 1 },
    { book: { id: 12 } as never, sku: 'ARTP-2', title: 'Salt Roads', unitPrice: 8000, qty: 2 },
  ],
  itemTotal: 17800,
  shippingTotal: 600,
  taxTotal: 1633,
  total: 20033,
  shippingMethodHandle: 'usFlat',
  email: 'ada@example.org',
  shippingAddress: { fullName: 'Ada Buyer', city: 'New York' },
  note: 'Please gift-wrap it.',
  updatedAt: '2026-11-27T00:00:00.000Z',
  createdAt: '2026-11-27T00:00:00.000Z',
}

const session = {
  id: 'cs_test_1',
  payment_intent: 'pi_1',
  customer_details: { email: 'other@example.org' } as never,
  customer_email: null,
}

describe('paidSessionAction: what a payment of a session does, from its record', () => {
  it.each<[CheckoutStatus | null, ReturnType<typeof paidSessionAction>]>([
    ['reserved', 'fulfil'],
    ['released', 'retake'],
    ['superseded', 'refund'],
    [null, 'recordUnknown'],
    ['fulfilled', 'none'],
    ['refundDue', 'none'],
    ['refunded', 'none'],
  ])('%s → %s', (status, action) => {
    expect(paidSessionAction(status)).toBe(action)
  })

  it('a replaced session is never fulfilled, and only a held or released one can become an order', () => {
    const ordering = CHECKOUT_STATUSES.filter((status) => ['fulfil', 'retake'].includes(paidSessionAction(status)))
    expect(ordering).toEqual(['reserved', 'released'])
  })
})

describe('pressOrderData: the order from its session’s own record', () => {
  const order = pressOrderData(record, session, { number: 'abcdefgh12345678', dateOrdered: '2026-11-27T10:00:00.000Z' })

  it('holds the record’s lines at the prices it charged, and its amounts', () => {
    expect(order.lineItems).toEqual([
      { book: 11, title: 'Wild Tides', sku: 'ARTP-1', unitPrice: 1800, qty: 1, subtotal: 1800 },
      { book: 12, title: 'Salt Roads', sku: 'ARTP-2', unitPrice: 8000, qty: 2, subtotal: 16000 },
    ])
    expect(order).toMatchObject({
      totalQty: 3,
      itemTotal: 17800,
      shippingTotal: 600,
      taxTotal: 1633,
      total: 20033,
      shippingMethodHandle: 'usFlat',
      paymentStatus: 'paid',
      type: 'press',
      idempotencyKey: 'press:cs_test_1',
      stripe: { checkoutSessionId: 'cs_test_1', paymentIntentId: 'pi_1' },
    })
  })

  it('keeps the buyer’s email, address and note as priced; Stripe’s email only when none was given', () => {
    expect(order).toMatchObject({ email: 'ada@example.org', note: 'Please gift-wrap it.' })
    expect(order.shippingAddress).toMatchObject({ fullName: 'Ada Buyer' })
    expect(pressOrderData({ ...record, email: null }, session, { number: 'n', dateOrdered: '' }).email).toBe(
      'other@example.org',
    )
  })

  it('a line whose book was deleted keeps its title and SKU', () => {
    const gone = pressOrderData({ ...record, lines: [{ ...record.lines![0]!, book: null }] }, session, {
      number: 'n',
      dateOrdered: '',
    })
    expect(gone.lineItems).toEqual([expect.objectContaining({ book: null, sku: 'ARTP-1', title: 'Wild Tides' })])
  })
})

describe('refundDueEmail: the staff notice of a payment to refund', () => {
  const env = { SERVER_URL: 'https://www.example.org', ORG_INBOX_EMAIL: 'orders@example.org' }

  it('names the amount, payment, session, reason and the record in the admin, to the organisation', () => {
    const message = refundDueEmail({ ...record, paymentIntentId: 'pi_1' }, 'superseded', env)
    expect(message.to).toEqual(['orders@example.org'])
    expect(message.replyTo).toBe('ada@example.org')
    expect(message.subject).toBe('Press payment to refund: $200.33 (cart abcdefgh12345678)')
    expect(message.text).toContain('Refund $200.33 in Stripe (payment pi_1, session cs_test_1)')
    expect(message.text).toContain('newer payment page')
    expect(message.text).toContain('2 × Salt Roads')
    expect(message.text).toContain('https://www.example.org/admin/collections/press-checkouts/7')
  })

  it('escapes what the buyer typed in the html', () => {
    const message = refundDueEmail({ ...record, email: '<b>@example.org' }, 'unknown', env)
    expect(message.html).not.toContain('<b>@')
    expect(message.html).toContain('&lt;b&gt;@example.org')
  })
})
