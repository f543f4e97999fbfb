'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { CART_COOKIE, EMPTY_CART, totalQuantity, type ClientCart } from '@/lib/cart/types'

import { readBrowserCookie } from './cookies'

type CartContextValue = {
  cart: ClientCart
  /** True while the cart named by the cookie is being loaded. */
  loading: boolean
  /** Replace the client cart with a cart returned by the server. */
  setCart: (cart: ClientCart) => void
  /** Forget the cart (after "forget cart" or a completed order). */
  clearCart: () => void
  /** Reload the cart named by the art_cart_id cookie. */
  reload: () => Promise<void>
}

const CartContext = createContext<CartContextValue | null>(null)

/**
 * How the provider fetches a cart by number. The cart work replaces the body with the real
 * get-cart call; it must resolve to the cart or null (unknown / forgotten cart).
 */
async function fetchCart(number: string): Promise<ClientCart | null> {
  const response = await fetch(`/api/carts/get-cart?number=${encodeURIComponent(number)}`, {
    method: 'POST',
    credentials: 'include',
  })
  if (!response.ok) return null
  const body = (await response.json()) as { cart?: Partial<ClientCart> | null }
  if (!body.cart) return null
  const lineItems = body.cart.lineItems ?? []
  return { number: body.cart.number ?? number, lineItems, totalQty: body.cart.totalQty ?? totalQuantity(lineItems) }
}

/** One client cart state for the whole site: the menu's "Cart (3)" and the cart pages read it. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCartState] = useState<ClientCart>(EMPTY_CART)
  const [loading, setLoading] = useState(false)

  const reload = useCallback(async () => {
    const number = readBrowserCookie(CART_COOKIE)
    if (!number) return
    setLoading(true)
    try {
      setCartState((await fetchCart(number)) ?? EMPTY_CART)
    } catch (error) {
      console.error('Could not load the cart', error)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      loading,
      setCart: (next) => setCartState({ ...next, totalQty: next.totalQty ?? totalQuantity(next.lineItems) }),
      clearCart: () => setCartState(EMPTY_CART),
      reload,
    }),
    [cart, loading, reload],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used inside <CartProvider>')
  return value
}
