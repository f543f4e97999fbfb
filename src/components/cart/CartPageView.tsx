'use client'

import { useViewer } from '@/components/account/ViewerProvider'
import { PressCart } from '@/components/press/PressCart'

import { LibraryOrder } from './LibraryOrder'

/** /cart: the library order for a logged-in account, the press cart for everyone else (SPEC §2). */
export function CartPageView() {
  const { status } = useViewer()
  if (status === 'unknown') return <p role="status">Loading…</p>
  return status === 'loggedIn' ? <LibraryOrder /> : <PressCart />
}
