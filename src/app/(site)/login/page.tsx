import type { Metadata } from 'next'

import { LoginForm } from '@/components/account/LoginForm'
import { FormLayout } from '@/components/layout'
import { resolveAccountTexts, resolveRegisterCta } from '@/lib/auth/accountTexts'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = { title: 'Login' }

/** SPEC §2 /login (form layout). Static: the form posts to its server action. */
export default async function LoginPage() {
  const settings = await getSiteSettings()
  const texts = resolveAccountTexts(settings?.accountTexts)
  return (
    <FormLayout title={texts.loginHeading}>
      {settings?.loginStatement && <p className="lead">{settings.loginStatement}</p>}
      <LoginForm registerCta={resolveRegisterCta(settings?.registerCta)} />
    </FormLayout>
  )
}
