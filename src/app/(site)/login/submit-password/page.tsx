import type { Metadata } from 'next'
import { Suspense } from 'react'

import { SubmitPasswordForm } from '@/components/account/SubmitPasswordForm'
import { FormLayout } from '@/components/layout'

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false } }

/** SPEC §2 /login/submit-password?code=…&id=… from the reset email. */
export default function SubmitPasswordPage() {
  return (
    <FormLayout title="Set a new password">
      <Suspense>
        <SubmitPasswordForm />
      </Suspense>
    </FormLayout>
  )
}
