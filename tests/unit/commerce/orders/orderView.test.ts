import { describe, expect, it } from 'vitest'

import { canMarkShipped, ORDER_STEP_MAPPING, orderStep } from '@/lib/commerce/orders/orderStep'
import { orderTimeline, type TimelineOrder } from '@/lib/commerce/orders/orderTimeline'
import { shortOrderNumber } from '@/lib/commerce/orders/shortNumber'

describe('short order number', () => {
  it('is #1000 plus the order id, so order 24 reads #1024 and later orders read higher', () => {
    expect(shortOrderNumber(24)).toBe('#1024')
    expect(shortOrderNumber('25')).toBe('#1025')
    expect(shortOrderNumber(1)).toBe('#1001')
  })

  it('refuses what is not an order id rather than printing a wrong number', () => {
    expect(() => shortOrderNumber('abc')).toThrow()
    expect(() => shortOrderNumber(0)).toThrow()
    expect(() => shortOrderNumber(2.5)).toThrow()
  })
})

describe('the status as one step', () => {
  it('reads Pending and Processing as To pack, Shipped and Completed as Shipped', () => {
    expect(orderStep('pending')).toBe('to-pack')
    expect(orderStep('processing')).toBe('to-pack')
    expect(orderStep('shipped')).toBe('shipped')
    expect(orderStep('completed')).toBe('shipped')
    expect(orderStep('cancelled')).toBe('cancelled')
  })

  it('says the mapping in staff words', () => {
    expect(ORDER_STEP_MAPPING).toEqual([
      { step: 'To pack', statuses: 'Pending or Processing' },
      { step: 'Shipped', statuses: 'Shipped or Completed' },
      { step: 'Cancelled', statuses: 'Cancelled' },
    ])
  })

  it('offers Mark shipped only on orders still to pack', () => {
    expect(canMarkShipped('pending')).toBe(true)
    expect(canMarkShipped('processing')).toBe(true)
    expect(canMarkShipped('shipped')).toBe(false)
    expect(canMarkShipped('cancelled')).toBe(false)
  })
})

const placed: TimelineOrder = {
  type: 'library',
  status: 'pending',
  paymentStatus: 'free',
  dateOrdered: '2026-11-02T15:00:00.000Z',
  createdAt: '2026-11-02T15:00:00.000Z',
  shippedAt: null,
  trackingNumber: null,
  stockReturned: false,
  total: 0,
}

describe('order timeline', () => {
  it('starts with the order placed and its confirmation emails', () => {
    const entries = orderTimeline(placed, [
      { subject: 'New Library Program order #1024', to: 'orders@art.test', createdAt: '2026-11-02T15:00:02.000Z' },
      { subject: 'Your A.R.T. Library Program order #1024', to: 'lib@example.org', createdAt: '2026-11-02T15:00:01.000Z' },
    ])
    expect(entries.map((entry) => entry.label)).toEqual([
      'Order placed',
      'No payment needed (Library Program)',
      'Email sent: Your A.R.T. Library Program order #1024',
      'Email sent: New Library Program order #1024',
    ])
    expect(entries[2]?.detail).toBe('To lib@example.org')
  })

  it('shows packing, then the shipment with its tracking number and the shipped email after it', () => {
    expect(orderTimeline({ ...placed, status: 'processing' }).map((e) => e.key)).toEqual(['placed', 'paid', 'packed'])
    const shipped = orderTimeline({ ...placed, status: 'shipped', shippedAt: '2026-11-05T10:00:00.000Z', trackingNumber: '1Z999' }, [
      { subject: 'Your A.R.T. order #1024 has shipped', to: 'lib@example.org', createdAt: '2026-11-05T10:00:03.000Z' },
    ])
    expect(shipped.slice(-2)).toEqual([
      { key: 'shipped', label: 'Shipped', detail: 'Tracking number 1Z999', at: '2026-11-05T10:00:00.000Z' },
      {
        key: 'email-0',
        label: 'Email sent: Your A.R.T. order #1024 has shipped',
        detail: 'To lib@example.org',
        at: '2026-11-05T10:00:03.000Z',
      },
    ])
  })

  it('shows a press payment in dollars, a partial refund and a cancellation that returned the books', () => {
    const entries = orderTimeline({
      ...placed,
      type: 'press',
      paymentStatus: 'paid',
      total: 4550,
      status: 'cancelled',
      stockReturned: true,
      stripe: { refundedTotal: 1000 },
    })
    expect(entries.map((e) => [e.label, e.detail])).toEqual([
      ['Order placed', undefined],
      ['Paid by card: $45.50', undefined],
      ['Partly refunded: $10.00', undefined],
      ['Cancelled', 'The books went back into stock'],
    ])
  })

  it('says a full refund is in full', () => {
    const entries = orderTimeline({ ...placed, paymentStatus: 'refunded', total: 2000, stripe: { refundedTotal: 2000 } })
    expect(entries.at(-1)?.label).toBe('Refunded in full: $20.00')
  })
})
