'use client'

import Link from 'next/link'

import { useCart } from './CartProvider'
import styles from './cart.module.css'

/** The guest (press) cart's lines until the press shop's own cart view replaces it. */
export function GuestCart() {
  const { cart } = useCart()
  return (
    <div className={styles.order}>
      <h1 className={styles.heading}>Cart</h1>
      {cart.lineItems.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <Link className="button" href="/press">
            Browse the press catalogue
          </Link>
        </div>
      ) : (
        <ul className={styles.history}>
          {cart.lineItems.map((line) => (
            <li key={line.id}>
              {line.qty} × {line.book?.title ?? line.purchasableId}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
