'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { useMinimumDisplay } from '@/components/progress/useMinimumDisplay'
import { EMPTY_CART, totalQuantity, type CartResponse, type ClientCart } from '@/lib/commerce/cart/types'

/** The parameters of SPEC §7 update-cart, as JSON (see src/lib/commerce/cart/requestSchema.ts). */
export type CartUpdate = Record<string, unknown>

export type CartCallResult = { ok: boolean; status: number; body: CartResponse & Record<string, unknown> }

type CartContextValue = {
  cart: ClientCart
  /** True until the cart of the current viewer has been loaded, and for at least SPEC §9's 200 ms. */
  loading: boolean
  /** What the last change said (a line capped to stock...), or its error. */
  messages: string[]
  /** update-cart; the cart state follows the response. */
  update: (update: CartUpdate) => Promise<CartCallResult>
  /** complete (a library order); on success the cart is empty. */
  complete: (body?: CartUpdate) => Promise<CartCallResult>
  /** art-fc: empties and unlinks the cart. */
  forget: () => Promise<CartCallResult>
  /** Replace the client cart with a cart returned by the server (e.g. the press checkout's calls). */
  setCart: (cart: ClientCart) => void
  reload: () => Promise<void>
}

const CartContext = createContext<CartContextValue | null>(null)

async function callCart(path: string, body: CartUpdate = {}): Promise<CartCallResult> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const parsed = (await response.json().catch(() => ({}))) as CartCallResult['body']
  return { ok: response.ok, status: response.status, body: parsed }
}

const normalise = (cart: ClientCart | null | undefined): ClientCart =>
  cart ? { ...cart, totalQty: cart.totalQty ?? totalQuantity(cart.lineItems ?? []) } : EMPTY_CART

/**
 * One client cart state for the whole site: the menu's "Cart (3)" / "View/Submit Order (3)" and the cart
 * pages read it. The cart cookie is HttpOnly, so the server says which cart this browser has: asked on load
 * and again whenever the viewer logs in or out (the account's cart and the guest cart are different carts).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { status, viewer } = useViewer()
  const [cart, setCartState] = useState<ClientCart>(EMPTY_CART)
  const [messages, setMessages] = useState<string[]>([])
  // Which viewer the cart was loaded for: a login or logout means another cart.
  const viewerKey = status === 'unknown' ? null : `${status}:${viewer?.id ?? ''}`
  const [loadedKey, setLoadedKey] = useState<string | null>(null)
  const latestKey = useRef<string | null>(null)

  const load = useCallback(async (key: string | null) => {
    try {
      const { ok, body } = await callCart('/api/cart/get-cart')
      // A later load (the viewer changed meanwhile) wins.
      if (key !== latestKey.current) return
      setCartState(ok ? normalise(body.cart) : EMPTY_CART)
      setLoadedKey(key)
    } catch (error) {
      console.error('Could not load the cart', error)
    }
  }, [])

  useEffect(() => {
    if (!viewerKey) return
    latestKey.current = viewerKey
    void load(viewerKey)
  }, [viewerKey, load])

  // What the cart pages show as 'Loading…' stays SPEC §9's minimum, however fast the cart comes.
  const loading = useMinimumDisplay(viewerKey === null || loadedKey !== viewerKey)
  const reload = useCallback(() => load(latestKey.current), [load])

  const run = useCallback(async (path: string, body?: CartUpdate) => {
    const result = await callCart(path, body)
    if (result.body.cart) setCartState(normalise(result.body.cart))
    setMessages(result.ok ? (result.body.messages ?? []) : [String(result.body.error ?? 'An error occurred.')])
    return result
  }, [])

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      loading,
      messages,
      update: (update) => run('/api/cart/update-cart', update),
      complete: (body) => run('/api/cart/complete', body),
      forget: () => run('/api/cart/forget'),
      setCart: (next) => setCartState(normalise(next)),
      reload,
    }),
    [cart, loading, messages, run, reload],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used inside <CartProvider>')
  return value
}
