import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ConfirmEmailChange } from '@/components/account/ConfirmEmailChange'
import { FormLayout } from '@/components/layout'

export const metadata: Metadata = { title: 'Confirm your new email', robots: { index: false } }

/** The link sent to a library account's new email address: /login/confirm-email?token=… */
export default function ConfirmEmailPage() {
  return (
    <FormLayout title="Confirm your new email" guestsOnly={false}>
      <Suspense>
        <ConfirmEmailChange />
      </Suspense>
    </FormLayout>
  )
}
