'use client'

import { useRouter } from 'next/navigation'
import { Fragment, useState, type FormEvent } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { streetAddress, zipCode } from '@/lib/auth/registrationRules'
import { UsStateOptions } from '@/components/account/FormFields'
import { ADDRESS_LIMITS, type CartAddress, type CartLineItem } from '@/lib/commerce/cart/types'

import { useCart } from './CartProvider'
import styles from './cart.module.css'

const ADDRESS_FIELDS = [
  ['fullName', 'Name', 'name'],
  ['organisation', 'Library', 'organization'],
  ['addressLine1', 'Street address', 'address-line1'],
  ['addressLine2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['zipCode', 'ZIP code', 'postal-code'],
  ['phone', 'Phone', 'tel'],
] as const

function LineRow({
  line,
  over,
  onQty,
  busy,
}: {
  line: CartLineItem
  over: boolean
  onQty: (qty: number) => void
  busy: boolean
}) {
  const book = line.book
  const title = book?.title ?? line.purchasableId
  const qtyId = `qty-${line.id}`
  return (
    <li className={over ? `${styles.line} ${styles.lineOver}` : styles.line}>
      {book?.cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of an already sized cover.
        <img className={styles.cover} src={book.cover.url} alt="" width={96} height={128} loading="lazy" />
      ) : (
        <div className={styles.coverBlank} aria-hidden="true" />
      )}
      <div className={styles.lineText}>
        <h3 className={styles.lineTitle}>
          {book?.slug ? <SiteLink href={`/library-program/${book.slug}`}>{title}</SiteLink> : title}
        </h3>
        {book?.authors && <p className={styles.lineAuthors}>{book.authors}</p>}
        {over && <p className={styles.overNote}>Over your library’s limit</p>}
      </div>
      <div className={styles.lineControls}>
        <label className={styles.qtyLabel} htmlFor={qtyId}>
          Copies
          <input
            id={qtyId}
            className={`input ${styles.qtyInput}`}
            type="number"
            min={1}
            max={book?.stock ?? undefined}
            defaultValue={line.qty}
            key={line.qty}
            disabled={busy}
            onBlur={(event) => {
              const qty = Math.trunc(Number(event.target.value))
              if (qty >= 1 && qty !== line.qty) onQty(qty)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur()
            }}
          />
        </label>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onQty(0)}
          disabled={busy}
          aria-label={`Remove “${title}”`}
        >
          Remove
        </button>
      </div>
    </li>
  )
}

/** The note, the shipping address and Submit. Mounted afresh for each cart, starting from what it holds. */
function SubmitOrderForm({
  initialNote,
  initialAddress,
  disabled,
}: {
  initialNote: string
  initialAddress: CartAddress
  disabled: boolean
}) {
  const { cart, complete } = useCart()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState(initialNote)
  const [address, setAddress] = useState<CartAddress>(initialAddress)
  const [addressErrors, setAddressErrors] = useState<Record<string, string>>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const limit = cart.limit

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const errors: Record<string, string> = {}
    const street = streetAddress(address.addressLine1 ?? '')
    if (street.error !== undefined) errors.addressLine1 = street.error
    const zip = zipCode(address.zipCode ?? '')
    if (zip.error !== undefined) errors.zipCode = zip.error
    if (!address.city?.trim()) errors.city = 'Please enter the city.'
    if (!address.state?.trim()) errors.state = 'Please choose the state.'
    setAddressErrors(errors)
    if (Object.keys(errors).length) return
    setBusy(true)
    setSubmitError(null)
    const { countryCode: _country, ...parts } = address
    const shippingAddress = Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, value ?? '']))
    const result = await complete({ note, shippingAddress })
    setBusy(false)
    const number = (result.body.order as { number?: string } | undefined)?.number
    if (result.ok && number) router.push(`/cart/order/${number}`)
    else setSubmitError(String(result.body.error ?? 'An error occurred.'))
  }

  const stateField = (
    <div className="field">
      <label className="field__label" htmlFor="ship-state">
        State
      </label>
      <select
        id="ship-state"
        className="input"
        autoComplete="shipping address-level1"
        value={address.state ?? ''}
        aria-invalid={addressErrors.state ? true : undefined}
        onChange={(event) => setAddress({ ...address, state: event.target.value })}
      >
        <UsStateOptions />
      </select>
      {addressErrors.state && <p className="field__error">{addressErrors.state}</p>}
    </div>
  )

  return (
    <form method="post" className={styles.summary} aria-labelledby="order-summary" onSubmit={submit} noValidate>
      <h2 id="order-summary" className={styles.total}>
        {cart.totalQty} {cart.totalQty === 1 ? 'book' : 'books'}
        {limit ? ` of ${limit.limit}` : ''}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="order-note">
          Note (optional)
        </label>
        <textarea
          id="order-note"
          className="input"
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <fieldset className="form-stack">
        <legend className="field__label">Ship to</legend>
        {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
          <Fragment key={name}>
            <div className="field">
              <label className="field__label" htmlFor={`ship-${name}`}>
                {label}
              </label>
              <input
                id={`ship-${name}`}
                className="input"
                autoComplete={`shipping ${autoComplete}`}
                maxLength={ADDRESS_LIMITS[name]}
                value={address[name] ?? ''}
                aria-invalid={addressErrors[name] ? true : undefined}
                aria-describedby={addressErrors[name] ? `ship-${name}-error` : undefined}
                onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
              />
              {addressErrors[name] && (
                <p className="field__error" id={`ship-${name}-error`}>
                  {addressErrors[name]}
                </p>
              )}
            </div>
            {name === 'city' && stateField}
          </Fragment>
        ))}
      </fieldset>
      {submitError && (
        <p className="field__error" role="alert">
          {submitError}
        </p>
      )}
      <button type="submit" className="button button--accent button--block" disabled={busy || disabled}>
        {busy ? 'Submitting…' : 'Submit order'}
      </button>
    </form>
  )
}

/**
 * /cart for a logged-in library account (SPEC §2 'View/Submit Order'): the lines with quantity and remove,
 * the library's limit statement (and the exceeded statement with the excess lines marked, Submit disabled),
 * a note, the shipping address (the account's, editable for this order, no PO boxes) and Submit.
 */
export function LibraryOrder() {
  const { cart, loading, messages, update } = useCart()
  const [busy, setBusy] = useState(false)
  const limit = cart.limit
  const empty = cart.totalQty === 0
  const exceeded = !!limit?.exceeded

  const changeQty = async (line: CartLineItem, qty: number) => {
    setBusy(true)
    await update({ lineItems: { [line.id!]: { qty } } })
    setBusy(false)
  }

  if (loading && !cart.number) return <p role="status">Loading your order…</p>

  return (
    <div className={styles.order}>
      <h1 className={styles.heading}>Your Library Program order</h1>
      {limit && <p className={styles.statement}>{limit.statement}</p>}
      {exceeded && (
        <p className={`${styles.statement} ${styles.exceeded}`} role="alert">
          {limit!.exceededStatement}
        </p>
      )}
      {messages.length > 0 && (
        <ul className={styles.messages} role="status">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {empty ? (
        <div className={styles.empty}>
          <p>Your order has no books yet.</p>
          <SiteLink className="button" href="/library-program">
            Browse the catalogue
          </SiteLink>
        </div>
      ) : (
        <div className={styles.columns}>
          <section aria-labelledby="order-books">
            <h2 id="order-books" className="visually-hidden">
              Books
            </h2>
            <ul className={styles.lines}>
              {cart.lineItems.map((line) => (
                <LineRow
                  key={line.id}
                  line={line}
                  busy={busy}
                  over={!!limit?.excessLineIds.includes(line.id!)}
                  onQty={(qty) => void changeQty(line, qty)}
                />
              ))}
            </ul>
          </section>
          <SubmitOrderForm
            key={cart.number}
            initialNote={cart.note ?? ''}
            initialAddress={cart.shippingAddress ?? {}}
            disabled={busy || exceeded || empty}
          />
        </div>
      )}
    </div>
  )
}
