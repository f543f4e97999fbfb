'use client'

import { CartIcon } from '@/components/layout/icons'
import { SiteLink } from '@/components/layout/SiteLink'

import { useCart } from './CartProvider'

/**
 * The header's cart link with the cart's count, on every layout: it follows the one client cart, so adding a
 * book updates it at once. Its name is its text, "Cart (3)"; on phones the word is visually hidden and the
 * icon with the count shows.
 */
export function CartIndicator({ className, labelClassName }: { className: string; labelClassName: string }) {
  const { cart } = useCart()
  const count = cart.totalQty
  return (
    <SiteLink href="/cart" className={className} data-testid="cart-indicator">
      <CartIcon />
      <span className={labelClassName}>Cart</span>
      {count > 0 && <span> ({count})</span>}
    </SiteLink>
  )
}
