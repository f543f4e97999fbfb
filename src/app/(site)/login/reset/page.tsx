import type { Metadata } from 'next'

import { ResendForm } from '@/components/account/ResendForm'
import { FormLayout } from '@/components/layout'

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } }

/** SPEC §2 /login/reset: asks for a reset link; the same answer for every address. */
export default function ResetPage() {
  return (
    <FormLayout title="Forgot your password?">
      <p>
        Enter the email you registered with. If it has an account, we send it a link to set a new password. The link
        works once, within one hour.
      </p>
      <ResendForm action="forgot-password" button="Send me a link" />
    </FormLayout>
  )
}
