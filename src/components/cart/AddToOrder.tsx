'use client'

import { useId, useState } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { SiteLink } from '@/components/layout/SiteLink'
import { quantityInStock } from '@/lib/commerce/cart/lines'
import { addToOrderMessage } from '@/lib/commerce/library-order/libraryLimit'
import type { OrderableBook } from '@/lib/commerce/cart/orderableBook'

import { useCart } from './CartProvider'
import styles from './cart.module.css'

/**
 * 'Add to order' for a logged-in library account (logged-out visitors see the login call to action instead).
 * One copy by default; the book page also offers a quantity. An out-of-stock book cannot be added and says so.
 * The server caps to stock and checks the library's limit again, whatever is sent from here.
 */
export function AddToOrder({ book, withQuantity = false }: { book: OrderableBook; withQuantity?: boolean }) {
  const { status } = useViewer()
  const { cart, update } = useCart()
  const [qty, setQty] = useState(1)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const qtyId = useId()
  if (status !== 'loggedIn') return null

  const inOrder = cart.lineItems.find((line) => line.purchasableId === book.purchasableId)?.qty ?? 0
  if (!book.purchasableId || book.stock <= 0)
    return (
      <p className={withQuantity ? `${styles.addDetail} ${styles.soldOut}` : styles.soldOut}>
        Out of stock: this book cannot be ordered at the moment.
      </p>
    )

  const add = async () => {
    setBusy(true)
    setMessage(null)
    const result = await update({ purchasableId: book.purchasableId, qty })
    setBusy(false)
    setMessage(addToOrderMessage(book.title, { ...result.body, ok: result.ok, limit: result.body.cart?.limit }))
  }

  return (
    <div className={withQuantity ? `${styles.add} ${styles.addDetail}` : styles.add}>
      {withQuantity && (
        <label className={styles.qtyLabel} htmlFor={qtyId}>
          Copies
          <input
            id={qtyId}
            className={`input ${styles.qtyInput}`}
            type="number"
            min={1}
            max={book.stock}
            value={qty}
            onChange={(event) => setQty(quantityInStock(event.target.value, book.stock))}
          />
        </label>
      )}
      <button
        type="button"
        className="button button--small"
        onClick={add}
        disabled={busy}
      >
        {busy ? 'Adding…' : 'Add to order'}
        {/* On a card the book's title names which book; the visible words come first in the name (WCAG 2.5.3). */}
        {!withQuantity && <span className="visually-hidden">: {book.title}</span>}
      </button>
      <p className={styles.note} role="status">
        {message ?? (inOrder > 0 ? `In your order: ${inOrder}. ` : '')}
        {(message || inOrder > 0) && (
          <>
            {' '}
            <SiteLink href="/cart">View/Submit Order</SiteLink>
          </>
        )}
      </p>
    </div>
  )
}
