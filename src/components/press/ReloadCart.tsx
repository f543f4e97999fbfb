'use client'

import { useEffect } from 'react'

import { useCart } from '@/components/cart/CartProvider'

/**
 * Paying empties the cart on the server, but the local test checkout comes back to the order page by a
 * client-side navigation, which would keep the menu's 'Cart (n)' from before: the cart is asked for again.
 */
export function ReloadCart() {
  const { reload } = useCart()
  useEffect(() => {
    void reload()
  }, [reload])
  return null
}
