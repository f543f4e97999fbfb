import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { FormLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { orderLookupTarget, type OrderLookup } from '@/lib/commerce/orders/orderLookupTarget'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Find your order', robots: { index: false } }

/**
 * /cart/order without a number (SPEC §2 /cart/order/{number?}): a form that opens an order from its number and
 * the email it was placed with. A plain GET form, so it works before (or without) the page's script.
 */
export default async function FindOrderPage({ searchParams }: { searchParams: Promise<OrderLookup> }) {
  const lookup = await searchParams
  const result = orderLookupTarget(lookup)
  if ('target' in result) redirect(result.target)
  const sent = (value: OrderLookup['number']) => (Array.isArray(value) ? value[0] : value) ?? ''
  return (
    <FormLayout title="Find your order">
      <p className="lead">Your order reference (16 letters and digits) is in the confirmation email we sent when you placed the order.</p>
      <div className="form-stack">
        <form
          className="form-stack"
          method="get"
          action="/cart/order"
          aria-describedby={result.error ? 'find-order-error' : undefined}
        >
          <div className="field">
            <label className="field__label" htmlFor="find-order-number">
              Order reference
            </label>
            <input
              className="input"
              id="find-order-number"
              name="number"
              required
              autoComplete="off"
              spellCheck={false}
              defaultValue={sent(lookup.number)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="find-order-email">
              Email
            </label>
            <input
              className="input"
              id="find-order-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={sent(lookup.email)}
            />
          </div>
          {result.error && (
            <p id="find-order-error" className="form-message" data-status="failure" role="alert">
              {result.error}
            </p>
          )}
          <button className="button" type="submit">
            Find your order
          </button>
        </form>
        <p className="field__hint">
          Library accounts find their orders in <SiteLink href="/library-program/account">My Account</SiteLink>.
        </p>
      </div>
    </FormLayout>
  )
}
