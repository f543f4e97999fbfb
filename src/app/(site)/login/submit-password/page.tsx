import type { Metadata } from 'next'

import { SubmitPasswordForm } from '@/components/account/SubmitPasswordForm'
import { FormLayout } from '@/components/layout'
import { pickAccountTexts, resolveAccountTexts } from '@/lib/auth/accountTexts'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false } }

/** SPEC §2 /login/submit-password?code=…&id=… from the reset email (the form reads the query itself). */
export default async function SubmitPasswordPage() {
  const texts = resolveAccountTexts((await getSiteSettings())?.accountTexts)
  return (
    <FormLayout title={texts.submitPasswordHeading}>
      <SubmitPasswordForm texts={pickAccountTexts(texts, ['submitPasswordIntro', 'submitPasswordSuccess'])} />
    </FormLayout>
  )
}
