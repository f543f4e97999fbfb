'use client'

import { useId, useState } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { SiteLink } from '@/components/layout/SiteLink'
import { quantityInStock } from '@/lib/commerce/cart/lines'
import type { OrderableBook } from '@/lib/commerce/cart/orderableBook'
import { useCart } from '@/components/cart/CartProvider'
import styles from '@/components/cart/cart.module.css'

/**
 * A press book's purchase controls for visitors who are logged out: availability, quantity (on the book page)
 * and 'Add to cart'. A logged-in library account is told it orders through the Library Program instead.
 * The server caps the quantity to stock and says so; the price shown beside it is the price of the variant
 * added (orderableBook). Callers pass orderableBook(book), not the book: only that travels to the browser.
 */
export function PressPurchase({ book, withQuantity = false }: { book: OrderableBook; withQuantity?: boolean }) {
  const { status } = useViewer()
  const { cart, update } = useCart()
  const [qty, setQty] = useState(1)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const qtyId = useId()
  const { purchasableId, stock } = book

  if (status === 'unknown') return null
  // The book page says it once; cards say nothing rather than repeat it on every book.
  if (status === 'loggedIn')
    return !withQuantity ? null : (
      <p className={styles.note}>
        Library accounts order through the <SiteLink href="/library-program">Library Program</SiteLink>.
      </p>
    )
  if (!purchasableId || stock <= 0) return <p className={styles.soldOut}>Out of stock</p>

  const inCart = cart.lineItems.find((line) => line.purchasableId === purchasableId)?.qty ?? 0
  const add = async () => {
    setBusy(true)
    const result = await update({ purchasableId, qty })
    setBusy(false)
    setMessage(
      result.ok
        ? (result.body.messages?.[0] ?? `Added “${book.title}” to your cart.`)
        : String(result.body.error ?? 'An error occurred.'),
    )
  }

  return (
    <div className={withQuantity ? `${styles.add} ${styles.addDetail}` : styles.add}>
      {withQuantity && (
        <>
          {/* The page's badge already says 'In stock': here, how many. */}
          <p className={styles.note}>{stock} available</p>
          <label className={styles.qtyLabel} htmlFor={qtyId}>
            Quantity
            <input
              id={qtyId}
              className={`input ${styles.qtyInput}`}
              type="number"
              min={1}
              max={stock}
              value={qty}
              onChange={(event) => setQty(quantityInStock(event.target.value, stock))}
            />
          </label>
        </>
      )}
      <button
        type="button"
        className="button button--small"
        onClick={add}
        disabled={busy}
      >
        {busy ? 'Adding…' : 'Add to cart'}
        {/* On a card the book's title names which book; the visible words come first in the name (WCAG 2.5.3). */}
        {!withQuantity && <span className="visually-hidden">: {book.title}</span>}
      </button>
      <p className={styles.note} role="status">
        {message ?? (inCart > 0 ? `In your cart: ${inCart}. ` : '')}
        {(message || inCart > 0) && (
          <>
            {' '}
            <SiteLink href="/cart">View cart</SiteLink>
          </>
        )}
      </p>
    </div>
  )
}
