import type { TestCheckoutSession } from './testCheckout'

export type TestCheckoutSummaryRow = { label: string; value: string; testId?: string }

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const intervalText = (recurring: TestCheckoutSession['recurringInterval']) =>
  recurring === 'month' ? 'Monthly' : recurring === 'year' ? 'Annual' : 'Single'

/**
 * The local test checkout's summary of what is being paid for, as Stripe's page would show it: a purchase
 * (a press order) lists its items, shipping and tax with the total in cents; a donation keeps its purpose,
 * whole-dollar amount and interval.
 */
export function testCheckoutSummary(session: TestCheckoutSession): TestCheckoutSummaryRow[] {
  if (session.items?.length)
    return [
      ...session.items.map((item) => ({
        label: item.quantity === 1 ? item.name : `${item.name} × ${item.quantity}`,
        value: cents.format(item.amount / 100),
      })),
      { label: 'Total', value: cents.format(session.amountTotal / 100), testId: 'test-checkout-amount' },
    ]
  return [
    { label: 'For', value: session.description },
    { label: 'Amount', value: dollars.format(session.amountTotal / 100), testId: 'test-checkout-amount' },
    { label: 'Interval', value: intervalText(session.recurringInterval), testId: 'test-checkout-interval' },
  ]
}
