'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import { useOpenedOnce } from '../filters/useOpenedOnce'
import type { LogoutModal as LoadedLogoutModal } from './LogoutModal'
import { useViewer } from './ViewerProvider'

const LogoutModal = dynamic(() => import('./LogoutModal').then((module) => module.LogoutModal))

/** The logout modal's code loads when it first opens (a logged-in visitor asked to log out), not with every page. */
export function LazyLogoutModal(props: ComponentProps<typeof LoadedLogoutModal>) {
  const opened = useOpenedOnce(useViewer().logoutOpen)
  return opened ? <LogoutModal {...props} /> : null
}
