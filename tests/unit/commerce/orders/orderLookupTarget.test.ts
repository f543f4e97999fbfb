import { describe, expect, it } from 'vitest'

import { orderLookupTarget } from '@/lib/commerce/orders/orderLookupTarget'

describe("orderLookupTarget: the 'Find your order' form", () => {
  it('leads to the order page with the number and its email', () => {
    expect(orderLookupTarget({ number: 'abcdefgh23456789', email: 'ada+books@example.org' })).toEqual({
      target: '/cart/order/abcdefgh23456789?email=ada%2Bbooks%40example.org',
    })
  })

  it('accepts a number copied with spaces, dashes or capitals', () => {
    expect(orderLookupTarget({ number: ' ABCD-EFGH 2345-6789 ', email: 'ada@example.org' })).toEqual({
      target: '/cart/order/abcdefgh23456789?email=ada%40example.org',
    })
  })

  it('says nothing before the form is sent', () => {
    expect(orderLookupTarget({})).toEqual({ error: null })
  })

  it('refuses a number of the wrong shape, and a missing or invalid email', () => {
    expect(orderLookupTarget({ number: '12345', email: 'ada@example.org' })).toEqual({
      error: 'Enter the 16-character order number from your confirmation email.',
    })
    expect(orderLookupTarget({ number: 'abcdefgh23456789' })).toEqual({
      error: 'Enter the email address the order was placed with.',
    })
    expect(orderLookupTarget({ number: 'abcdefgh23456789', email: 'not an email' })).toEqual({
      error: 'Enter the email address the order was placed with.',
    })
  })

  it('never builds a path from anything but a valid number (no traversal or open redirect)', () => {
    for (const number of ['../../admin', 'https://evil.example', 'abcdefgh2345678/', 'abcdefgh23456789?x=1']) {
      expect(orderLookupTarget({ number, email: 'ada@example.org' })).toHaveProperty('error')
    }
  })

  it('takes the first value when a parameter is repeated', () => {
    expect(orderLookupTarget({ number: ['abcdefgh23456789', 'x'], email: ['ada@example.org', 'y'] })).toHaveProperty(
      'target',
    )
  })
})
