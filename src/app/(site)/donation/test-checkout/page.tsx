import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DefaultLayout } from '@/components/layout'
import { TestCheckoutActions, TestCheckoutCard } from '@/components/payments/TestCheckoutCard'
import { getPayloadClient } from '@/lib/payload'
import { paymentsMode } from '@/lib/commerce/payments/mode'
import { payableTestCheckout } from '@/lib/commerce/payments/testCheckoutFlow'
import { testCheckoutSummary } from '@/lib/commerce/payments/testCheckoutSummary'

import { cancelTestCheckout, completeTestCheckout } from './actions'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Test checkout', robots: { index: false } }

/** Local stand-in for Stripe's hosted checkout (only without STRIPE_SECRET_KEY). */
export default async function TestCheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  if (paymentsMode() !== 'test') notFound()
  const { token } = await searchParams
  // A press session replaced by a newer 'Pay' (or released) is gone, as Stripe shows an expired session.
  const session = await payableTestCheckout(await getPayloadClient(), typeof token === 'string' ? token : null)
  if (!session) notFound()
  return (
    <DefaultLayout>
      <TestCheckoutCard title={session.title} summary={testCheckoutSummary(session)}>
        <form action={completeTestCheckout} className="form-stack">
          <input type="hidden" name="token" value={token as string} />
          <div className="field">
            <label className="field__label" htmlFor="test-checkout-name">
              Name
            </label>
            <input
              id="test-checkout-name"
              className="input"
              name="name"
              autoComplete="name"
              defaultValue={session.items ? 'Test Buyer' : 'Test Donor'}
              required
              maxLength={200}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="test-checkout-email">
              Email
            </label>
            <input
              id="test-checkout-email"
              className="input"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={session.customerEmail ?? 'donor@example.org'}
              required
              maxLength={254}
            />
          </div>
          <TestCheckoutActions>
            <button className="button button--accent" type="submit">
              Complete test payment
            </button>
            <button className="button button--ghost" type="submit" formAction={cancelTestCheckout} formNoValidate>
              Cancel
            </button>
          </TestCheckoutActions>
        </form>
      </TestCheckoutCard>
    </DefaultLayout>
  )
}
