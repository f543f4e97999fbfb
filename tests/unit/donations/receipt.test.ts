import { describe, expect, it } from 'vitest'

import { donationReceiptEmail, paymentReference, RECEIPT_DEFAULTS, type ReceiptGift } from '@/lib/donations/receipt'

const gift: ReceiptGift = {
  amount: 50,
  interval: 'single',
  donorName: 'Ann Donor',
  donorEmail: 'ann@example.org',
  // 02:30 UTC on 1 January is still 31 December in New York.
  completedAt: '2027-01-01T02:30:00.000Z',
  reference: 'pi_123',
}

const settings = {
  legalName: 'Art Resources Transfer, Inc.',
  ein: '12-3456789',
  address: '526 West 26th Street\nNew York, NY 10001',
}

describe('donationReceiptEmail', () => {
  const email = donationReceiptEmail(gift, settings)

  it.each([
    ['the legal name', 'Art Resources Transfer, Inc.'],
    ['the EIN', 'EIN 12-3456789'],
    ['the address', '526 West 26th Street\nNew York, NY 10001'],
    ["the donor's name", 'Donor: Ann Donor'],
    ['the amount in dollars', 'Amount: $50.00'],
    ['the date in New York', 'Date: December 31, 2026'],
    ['the payment reference', 'Payment reference: pi_123'],
    ['the interval', 'Gift: One-time gift'],
    ['the no-goods-or-services statement', 'No goods or services were provided in exchange for this contribution.'],
  ])('has %s in its text', (_part, expected) => {
    expect(email.text).toContain(expected)
  })

  it('has the same parts in its HTML, escaped', () => {
    const withAmpersand = donationReceiptEmail({ ...gift, donorName: 'Ann & Bo' }, settings)
    expect(withAmpersand.html).toContain('Donor: Ann &amp; Bo')
    expect(withAmpersand.html).toContain('EIN 12-3456789')
    expect(withAmpersand.html).toContain('Amount: $50.00')
  })

  it('goes to the donor, with the subject filled in', () => {
    expect(email.to).toEqual(['ann@example.org'])
    expect(email.subject).toBe('Your donation receipt from Art Resources Transfer, Inc.')
  })

  it('falls back to the defaults for settings left empty, so no required part is missing', () => {
    const fresh = donationReceiptEmail(gift, { legalName: ' ', ein: '' })
    expect(fresh.text).toContain(`EIN ${RECEIPT_DEFAULTS.ein}`)
    expect(fresh.text).toContain(RECEIPT_DEFAULTS.noGoodsOrServicesStatement)
    expect(fresh.subject).toBe('Your donation receipt from A.R.T.')
  })

  it('shows cents and thousands: $1,234.50', () => {
    expect(donationReceiptEmail({ ...gift, amount: 1234.5 }, settings).text).toContain('Amount: $1,234.50')
  })

  it('names a monthly gift as such', () => {
    expect(donationReceiptEmail({ ...gift, interval: 'monthly' }, settings).text).toContain('Gift: Monthly gift')
  })

  it("adds 'Manage your gift' only when given a link", () => {
    expect(email.text).not.toContain('Manage your gift')
    const managed = donationReceiptEmail({ ...gift, interval: 'monthly' }, settings, {
      manageUrl: 'https://art.example.org/donation/manage?token=abc',
    })
    expect(managed.text).toContain('Manage your gift: https://art.example.org/donation/manage?token=abc')
    expect(managed.html).toContain('href="https://art.example.org/donation/manage?token=abc"')
  })
})

describe('paymentReference', () => {
  const none = { id: 7, stripePaymentIntentId: null, stripeInvoiceId: null, stripeCheckoutSessionId: null }
  it('prefers the payment, then the invoice, then the checkout session', () => {
    expect(paymentReference({ ...none, stripePaymentIntentId: 'pi_1', stripeInvoiceId: 'in_1' })).toBe('pi_1')
    expect(paymentReference({ ...none, stripeInvoiceId: 'in_1', stripeCheckoutSessionId: 'cs_1' })).toBe('in_1')
    expect(paymentReference({ ...none, stripeCheckoutSessionId: 'cs_1' })).toBe('cs_1')
  })
})
