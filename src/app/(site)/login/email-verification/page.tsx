import type { Metadata } from 'next'
import { Suspense } from 'react'

import { EmailVerification } from '@/components/account/EmailVerification'
import { FormLayout } from '@/components/layout'

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false } }

/** The verification email's link: /login/email-verification?token=… */
export default function EmailVerificationPage() {
  return (
    <FormLayout title="Confirm your email" guestsOnly={false}>
      <Suspense>
        <EmailVerification />
      </Suspense>
    </FormLayout>
  )
}
