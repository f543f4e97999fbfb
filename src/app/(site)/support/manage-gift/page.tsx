import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { ManageGiftLinkForm } from '@/components/donations/ManageGiftLinkForm'
import { DefaultLayout, FormLayout } from '@/components/layout'
import { TestCheckoutActions, TestCheckoutCard } from '@/components/payments/TestCheckoutCard'
import { paymentsMode } from '@/lib/commerce/payments/mode'
import { customerPortalUrl, giftForToken } from '@/lib/donations/manageGift'
import { getPayloadClient } from '@/lib/payload'

import { cancelTestGift, changeTestGiftAmount } from './actions'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Manage your gift', robots: { index: false } }

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

const INTERVAL_TEXT: Record<string, string> = { monthly: 'Monthly', annual: 'Annual' }
const STATUS_TEXT: Record<string, string> = { active: 'Active', cancelled: 'Cancelled' }

/** What the last button did, said above the card (texts are constants for now). */
const OUTCOME_TEXT: Record<string, string> = {
  'amount-changed': 'Your gift’s amount is changed.',
  'bad-amount': 'Enter a whole number of dollars, $1 or more.',
  cancelled: 'Your gift is cancelled. Thank you for your support.',
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /support/manage-gift?token=…: the 'Manage your gift' link. With Stripe, a valid link goes on to Stripe's
 * customer portal for the donor; in local test mode this page stands in for it, and its buttons make the events
 * the portal would send. A bad or expired link says so and offers a new one.
 */
export default async function ManageGiftPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = await searchParams
  const token = first(query.token) ?? ''
  const lookup = await giftForToken(await getPayloadClient(), token)
  if (!lookup.ok)
    return (
      <FormLayout title={lookup.reason === 'expired' ? 'This link has expired' : 'This link does not work'} guestsOnly={false}>
        <p>
          {lookup.reason === 'expired'
            ? 'Links to manage a gift work for 30 days. Enter the address you give with and we’ll email you a new one.'
            : 'The link may have been cut short or copied only in part. Enter the address you give with and we’ll email you a new one.'}
        </p>
        <ManageGiftLinkForm />
      </FormLayout>
    )
  if (paymentsMode() === 'stripe') redirect(await customerPortalUrl(lookup.gift))

  const { gift } = lookup
  const outcome = OUTCOME_TEXT[first(query.outcome) ?? '']
  const active = gift.status !== 'cancelled'
  return (
    <DefaultLayout>
      <TestCheckoutCard
        title="Manage your gift"
        notice="Test mode — this stands in for Stripe's customer portal"
        summary={[
          { label: 'Amount', value: dollars.format(gift.amount), testId: 'manage-gift-amount' },
          { label: 'Interval', value: INTERVAL_TEXT[gift.interval] ?? gift.interval, testId: 'manage-gift-interval' },
          { label: 'Status', value: STATUS_TEXT[gift.status] ?? gift.status, testId: 'manage-gift-status' },
        ]}
      >
        <p role="status">{outcome}</p>
        {active && (
          <>
            <form action={changeTestGiftAmount} className="form-stack">
              <input type="hidden" name="token" value={token} />
              <div className="field">
                <label className="field__label" htmlFor="manage-gift-new-amount">
                  New amount (US dollars)
                </label>
                <input
                  id="manage-gift-new-amount"
                  className="input"
                  name="amount"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  defaultValue={gift.amount}
                />
              </div>
              <TestCheckoutActions>
                <button className="button" type="submit">
                  Change amount
                </button>
              </TestCheckoutActions>
            </form>
            <form action={cancelTestGift}>
              <input type="hidden" name="token" value={token} />
              <TestCheckoutActions>
                <button className="button button--ghost" type="submit">
                  Cancel my gift
                </button>
              </TestCheckoutActions>
            </form>
          </>
        )}
      </TestCheckoutCard>
    </DefaultLayout>
  )
}
