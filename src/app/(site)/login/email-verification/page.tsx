import type { Metadata } from 'next'
import { Suspense } from 'react'

import { EmailVerification } from '@/components/account/EmailVerification'
import { FormLayout } from '@/components/layout'
import { pickAccountTexts, resolveAccountTexts } from '@/lib/auth/accountTexts'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false } }

/** The verification email's link: /login/email-verification?token=… */
export default async function EmailVerificationPage() {
  const texts = resolveAccountTexts((await getSiteSettings())?.accountTexts)
  return (
    <FormLayout title="Confirm your email" guestsOnly={false}>
      <Suspense>
        <EmailVerification texts={pickAccountTexts(texts, ['verifiedText', 'verificationFailedText'])} />
      </Suspense>
    </FormLayout>
  )
}
