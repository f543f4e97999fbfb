import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { paymentsMode } from '@/lib/payments/mode'
import { readTestCheckoutToken } from '@/lib/payments/testCheckout'

import styles from '../donation.module.css'
import { cancelTestCheckout, completeTestCheckout } from './actions'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Test checkout', robots: { index: false } }

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

const intervalText = (recurring: 'month' | 'year' | null) =>
  recurring === 'month' ? 'Monthly' : recurring === 'year' ? 'Annual' : 'Single'

/** Local stand-in for Stripe's hosted checkout (only without STRIPE_SECRET_KEY). */
export default async function TestCheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  if (paymentsMode() !== 'test') notFound()
  const { token } = await searchParams
  const session = readTestCheckoutToken(typeof token === 'string' ? token : null)
  if (!session) notFound()
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={styles.panel}>
        <p className={styles.notice}>Test mode — no card is charged</p>
        <h1 className={styles.title}>Checkout</h1>
        <dl className={styles.summary}>
          <dt>For</dt>
          <dd>{session.description}</dd>
          <dt>Amount</dt>
          <dd data-testid="test-checkout-amount">{usd.format(session.amountTotal / 100)}</dd>
          <dt>Interval</dt>
          <dd data-testid="test-checkout-interval">{intervalText(session.recurringInterval)}</dd>
        </dl>
        <form action={completeTestCheckout}>
          <input type="hidden" name="token" value={token as string} />
          <fieldset className={styles.fields}>
            <legend className="visually-hidden">Donor</legend>
            <label>
              Name
              <input name="name" autoComplete="name" defaultValue="Test Donor" required maxLength={200} />
            </label>
            <label>
              Email
              <input
                name="email"
                type="email"
                autoComplete="email"
                defaultValue="donor@example.org"
                required
                maxLength={254}
              />
            </label>
          </fieldset>
          <div className={styles.actions}>
            <button className="button" type="submit">
              Complete test payment
            </button>
            <button className="button button--ghost" type="submit" formAction={cancelTestCheckout} formNoValidate>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </main>
  )
}
