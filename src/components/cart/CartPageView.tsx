'use client'

import dynamic from 'next/dynamic'

import { useViewer } from '@/components/account/ViewerProvider'
import { PressCart } from '@/components/press/PressCart'

const Loading = () => <p role="status">Loading…</p>

// Only a logged-in library account sees it: its code (address form and checks) loads for them alone.
const LibraryOrder = dynamic(() => import('./LibraryOrder').then((module) => module.LibraryOrder), { loading: Loading })

/** /cart: the library order for a logged-in account, the press cart for everyone else (SPEC §2). */
export function CartPageView() {
  const { status } = useViewer()
  if (status === 'unknown') return <Loading />
  return status === 'loggedIn' ? <LibraryOrder /> : <PressCart />
}
