import { describe, expect, it } from 'vitest'

import { orderPlacedEmail } from '@/lib/commerce/orders/placedEmail'
import { orderShippedEmail } from '@/lib/commerce/orders/shippedEmail'

const env = { SERVER_URL: 'https://www.example.org', ORG_INBOX_EMAIL: 'orders@example.org' }
const order = {
  id: 7,
  number: 'abcdefgh12345678',
  email: 'ada+books@example.org',
  library: null,
  lineItems: [{ title: 'Wild Tides', qty: 2, sku: 'ARTP-1', unitPrice: 2500, subtotal: 5000 }],
  totalQty: 2,
  shippingAddress: { fullName: 'Ada Buyer' },
  note: null,
}

describe('order placed email: the link to the order', () => {
  it('a press buyer’s confirmation opens the order with its email, on any device', () => {
    const message = orderPlacedEmail({ ...order, type: 'press' }, 'confirmation', null, env)
    const link = 'https://www.example.org/cart/order/abcdefgh12345678?email=ada%2Bbooks%40example.org'
    expect(message.text).toContain(link)
    expect(message.html).toContain(`href="${link}"`)
  })

  it('staff’s notification and library orders link to the order alone (staff and the account see it)', () => {
    const plain = 'https://www.example.org/cart/order/abcdefgh12345678'
    for (const message of [
      orderPlacedEmail({ ...order, type: 'press' }, 'notification', null, env),
      orderPlacedEmail({ ...order, type: 'library' }, 'confirmation', null, env),
    ]) {
      expect(message.text?.split('\n').at(-1)).toBe(plain)
      expect(message.html).toContain(`href="${plain}"`)
    }
  })
})

describe('order emails without SERVER_URL (a local npm start)', () => {
  it('link to the local site, never to a relative path a mail client cannot open', () => {
    const placed = orderPlacedEmail({ ...order, type: 'library' }, 'confirmation', null, {})
    const shipped = orderShippedEmail({ ...order, type: 'library', trackingNumber: null }, null, {})
    for (const message of [placed, shipped]) {
      expect(message.text).toContain('http://localhost:3000/cart/order/abcdefgh12345678')
      expect(message.html).toContain('href="http://localhost:3000/cart/order/abcdefgh12345678"')
    }
  })
})
