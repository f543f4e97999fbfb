'use client'

import { useCart } from '@/components/cart/CartProvider'
import styles from '@/components/cart/cart.module.css'
import { SiteLink } from '@/components/layout/SiteLink'
import type { CartLineItem } from '@/lib/commerce/cart/types'

import { formatCents } from './money'

/**
 * /cart for a guest: the press cart's lines with cover, price, quantity and remove, the items total and
 * 'Checkout'. Every change goes through update-cart, which caps a line to the copies in stock and says so.
 */
export function PressCart() {
  const { cart, loading, messages, update } = useCart()
  const setQty = (line: CartLineItem, qty: number) => void update({ lineItems: { [line.id ?? '']: { qty } } })

  return (
    <div className={styles.order}>
      <h1 className={styles.heading}>Cart</h1>
      {messages.length > 0 && (
        <ul className={styles.messages} role="status">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {cart.lineItems.length === 0 ? (
        <div className={styles.empty}>
          <p>{loading ? 'Loading your cart…' : 'Your cart is empty.'}</p>
          <SiteLink className="button" href="/press">
            Browse the press catalogue
          </SiteLink>
        </div>
      ) : (
        <div className={styles.columns}>
          <ul className={styles.lines}>
            {cart.lineItems.map((line) => {
              const book = line.book
              const title = book?.title ?? line.purchasableId
              return (
                <li key={line.id} className={styles.line}>
                  {book?.cover ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small cover from the media library's own sizes
                    <img className={styles.cover} src={book.cover.url} alt="" width={96} height={128} loading="lazy" />
                  ) : (
                    <div className={styles.coverBlank} aria-hidden="true" />
                  )}
                  <div className={styles.lineText}>
                    <h2 className={styles.lineTitle}>
                      {book?.slug ? <SiteLink href={`/press/${book.slug}`}>{title}</SiteLink> : title}
                    </h2>
                    {book?.authors && <p className={styles.lineAuthors}>{book.authors}</p>}
                    <p className={styles.lineAuthors}>
                      {formatCents(line.unitPrice ?? 0)} each ·{' '}
                      <span data-testid="line-total">{formatCents(line.subtotal ?? 0)}</span>
                    </p>
                    {book && line.qty >= book.stock && <p className={styles.lineAuthors}>{book.stock} in stock</p>}
                  </div>
                  <div className={styles.lineControls}>
                    <label className={styles.qtyLabel}>
                      Quantity
                      <input
                        className={`input ${styles.qtyInput}`}
                        type="number"
                        min={1}
                        max={book?.stock || undefined}
                        value={line.qty}
                        aria-label={`Quantity of ${title}`}
                        onChange={(event) => {
                          const qty = Number(event.target.value)
                          if (Number.isInteger(qty) && qty >= 1) setQty(line, qty)
                        }}
                      />
                    </label>
                    <button
                      className="button button--ghost button--small"
                      type="button"
                      onClick={() => setQty(line, 0)}
                      aria-label={`Remove ${title}`}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
          <div className={`card ${styles.summary}`}>
            <p className={styles.total}>
              Items ({cart.totalQty}): <span data-testid="cart-item-total">{formatCents(cart.itemTotal ?? 0)}</span>
            </p>
            <p className={styles.lineAuthors}>Shipping and tax are worked out at checkout.</p>
            <SiteLink className="button button--block" href="/cart/checkout">
              Checkout
            </SiteLink>
          </div>
        </div>
      )}
    </div>
  )
}
