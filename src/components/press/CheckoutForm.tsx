'use client'

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { useCart } from '@/components/cart/CartProvider'
import { SiteLink } from '@/components/layout/SiteLink'
import { addressQuery, canEstimate, estimateQuery, type AddressForm } from '@/lib/commerce/cart/addressQuery'
import { ADDRESS_LIMITS, type ClientCart } from '@/lib/commerce/cart/types'
import type { CheckoutQuote } from '@/lib/commerce/press-checkout/quote'

import { formatCents } from './money'
import styles from './press.module.css'

type Country = { id: number; name: string; iso: string; states: { id: string; name: string; abbreviation: string }[] }
type EstimateBody = { cart?: ClientCart; quote?: CheckoutQuote; messages?: string[]; error?: string; url?: string }

const ESTIMATE_DELAY_MS = 400

async function post(path: string, params: Record<string, string>): Promise<{ ok: boolean; body: EstimateBody }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  })
  return { ok: response.ok, body: (await response.json().catch(() => ({}))) as EstimateBody }
}

const formOf = (cart: ClientCart): AddressForm => {
  const a = cart.shippingAddress ?? {}
  return {
    fullName: a.fullName ?? '',
    addressLine1: a.addressLine1 ?? '',
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    countryCode: a.countryCode ?? 'US',
    state: a.state ?? '',
    zipCode: a.zipCode ?? '',
    phone: a.phone ?? '',
  }
}

/**
 * The press checkout: email, shipping address, the shipping methods for that address (chosen by the SPEC §4
 * rule on the server, changeable), tax and total. Every figure comes from POST /api/cart/estimate; 'Pay'
 * goes to POST /api/cart/pay, which prices the cart again and answers the payment page's address.
 */
export function CheckoutForm() {
  const { viewer: account, status } = useViewer()
  const { setCart } = useCart()
  const [countries, setCountries] = useState<Country[]>([])
  const [form, setForm] = useState<AddressForm | null>(null)
  const [email, setEmail] = useState('')
  const [quote, setQuote] = useState<CheckoutQuote | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const idPrefix = useId()

  // The provider hands out a new setCart with every cart it holds; through a ref, the estimate (and the
  // effect that loads the form once) does not change with it, which would otherwise estimate in a loop.
  const setCartRef = useRef(setCart)
  useEffect(() => {
    setCartRef.current = setCart
  }, [setCart])

  const estimate = useCallback(async (params: Record<string, string>) => {
    const { ok, body } = await post('/api/cart/estimate', params)
    if (body.cart) setCartRef.current(body.cart)
    if (body.quote) setQuote(body.quote)
    setError(ok ? body.messages?.join(' ') || null : (body.error ?? 'An error occurred.'))
    return body
  }, [])

  useEffect(() => {
    if (status === 'unknown' || account) return
    void fetch('/api/cart/countries')
      .then((response) => response.json())
      .then((body: { countries?: Country[] }) => setCountries(body.countries ?? []))
    void estimate({}).then((body) => {
      if (!body.cart) return
      setForm(formOf(body.cart))
      setEmail(body.cart.email ?? '')
    })
  }, [status, account, estimate])

  const change = (part: keyof AddressForm, value: string) => {
    if (!form) return
    const next = { ...form, [part]: value, ...(part === 'countryCode' ? { state: '' } : {}) }
    setForm(next)
    clearTimeout(timer.current)
    const query = estimateQuery(next)
    if (query) timer.current = setTimeout(() => void estimate(query), ESTIMATE_DELAY_MS)
    else setQuote((current) => current && { ...current, estimated: false })
  }

  const chooseShipping = (handle: string) => {
    if (form && canEstimate(form)) void estimate({ ...addressQuery(form), shippingMethodHandle: handle })
  }

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (!form || !quote) return
    setPaying(true)
    const { ok, body } = await post('/api/cart/pay', {
      ...addressQuery(form),
      email,
      shippingMethodHandle: quote.shippingMethodHandle,
    })
    if (ok && body.url) {
      window.location.assign(body.url)
      return
    }
    setPaying(false)
    setError(body.error ?? 'An error occurred.')
    void estimate({})
  }

  if (account)
    return (
      <p className={styles.notice}>
        Library accounts order through the Library Program. <SiteLink href="/library-program">Order books</SiteLink>
      </p>
    )
  if (!form || !quote) return <p aria-live="polite">Loading your cart…</p>
  if (quote.totalQty === 0)
    return (
      <p>
        Your cart is empty. <SiteLink href="/press">Browse the press catalogue</SiteLink>
      </p>
    )

  const country = countries.find((candidate) => candidate.iso === form.countryCode)
  const text = (part: keyof AddressForm, label: string, autoComplete: string, required = true) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        name={part}
        maxLength={ADDRESS_LIMITS[part]}
        value={form[part] ?? ''}
        autoComplete={autoComplete}
        required={required}
        onChange={(event) => change(part, event.target.value)}
      />
    </label>
  )

  return (
    <form method="post" className={styles.checkout} onSubmit={pay}>
      <div className={styles.fields}>
        <fieldset className="form-stack">
          <legend className={styles.legend}>Contact</legend>
          <label className="field">
            <span className="field__label">Email</span>
            <input
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
        </fieldset>
        <fieldset className="form-stack">
          <legend className={styles.legend}>Shipping address</legend>
          {text('fullName', 'Name', 'name')}
          {text('addressLine1', 'Street address', 'address-line1')}
          {text('addressLine2', 'Address line 2 (optional)', 'address-line2', false)}
          {text('city', 'City', 'address-level2')}
          <div className="field-row">
            <label className="field">
              <span className="field__label" id={`${idPrefix}-country`}>
                Country
              </span>
              <select
                aria-labelledby={`${idPrefix}-country`}
                className="input"
                name="countryCode"
                value={form.countryCode}
                autoComplete="country"
                required
                onChange={(event) => change('countryCode', event.target.value)}
              >
                {countries.map((option) => (
                  <option key={option.iso} value={option.iso}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            {country && country.states.length > 0 ? (
              <label className="field">
                <span className="field__label" id={`${idPrefix}-state`}>
                  State
                </span>
                <select
                  aria-labelledby={`${idPrefix}-state`}
                  className="input"
                  name="state"
                  value={form.state}
                  autoComplete="address-level1"
                  required
                  onChange={(event) => change('state', event.target.value)}
                >
                  <option value="">Choose…</option>
                  {country.states.map((state) => (
                    <option key={state.id} value={state.abbreviation}>
                      {state.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              text('state', 'State or region (optional)', 'address-level1', false)
            )}
          </div>
          <div className="field-row">
            {text('zipCode', 'ZIP or postal code', 'postal-code')}
            {text('phone', 'Phone (optional)', 'tel', false)}
          </div>
        </fieldset>
        {quote.estimated && (
          <fieldset className="form-stack">
            <legend className={styles.legend}>Shipping method</legend>
            {quote.shippingMethods.map((method) => (
              <label key={method.handle} className="checkbox">
                <input
                  type="radio"
                  name="shippingMethodHandle"
                  value={method.handle}
                  checked={method.handle === quote.shippingMethodHandle}
                  onChange={() => chooseShipping(method.handle)}
                />
                {method.name} — {method.cost === 0 ? 'Free' : formatCents(method.cost)}
              </label>
            ))}
          </fieldset>
        )}
      </div>

      <aside className={`card ${styles.summary}`} aria-labelledby="order-summary">
        <h2 id="order-summary" className="card__title">
          Your order
        </h2>
        <ul className={styles.summaryLines}>
          {quote.lines.map((line) => (
            <li key={line.sku}>
              <span>
                {line.title} × {line.qty}
              </span>
              <span>{formatCents(line.subtotal)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <dt>Items ({quote.totalQty})</dt>
          <dd data-testid="checkout-items">{formatCents(quote.itemTotal)}</dd>
          {quote.estimated ? (
            <>
              <dt>Shipping ({quote.shippingName})</dt>
              <dd data-testid="checkout-shipping">{formatCents(quote.shippingTotal)}</dd>
              <dt>Tax (estimate{quote.tax ? `, ${quote.tax.name}` : ''})</dt>
              <dd data-testid="checkout-tax">{formatCents(quote.taxTotal)}</dd>
            </>
          ) : (
            <p className={styles.hint}>Enter your country and ZIP or postal code to see shipping and tax.</p>
          )}
          <dt className={styles.total}>Total</dt>
          <dd className={styles.total} data-testid="checkout-total">
            {formatCents(quote.total)}
          </dd>
        </dl>
        <p className="form-message" data-status="failure" role="alert">
          {error}
        </p>
        <button className="button button--block" type="submit" disabled={paying || !quote.estimated}>
          {paying ? 'Opening payment…' : `Pay ${formatCents(quote.total)}`}
        </button>
        <SiteLink className={styles.back} href="/cart">
          Back to cart
        </SiteLink>
      </aside>
    </form>
  )
}
