import type { Metadata } from 'next'

import { ResendForm } from '@/components/account/ResendForm'
import { FormLayout } from '@/components/layout'
import { resolveAccountTexts } from '@/lib/auth/accountTexts'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } }

/** SPEC §2 /login/reset: asks for a reset link; the same answer for every address. */
export default async function ResetPage() {
  const texts = resolveAccountTexts((await getSiteSettings())?.accountTexts)
  return (
    <FormLayout title={texts.resetHeading}>
      <p>{texts.resetIntro}</p>
      <ResendForm action="forgot-password" button="Send me a link" sentText={texts.resetSentText} />
    </FormLayout>
  )
}
