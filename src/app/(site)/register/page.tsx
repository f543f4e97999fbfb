import type { Metadata } from 'next'

import { RegisterForm } from '@/components/account/RegisterForm'
import { UsStateOptions } from '@/components/account/UsStateOptions'
import { FormLayout } from '@/components/layout'
import { pickAccountTexts, resolveAccountTexts } from '@/lib/auth/accountTexts'
import { getRegistrationOptions } from '@/lib/auth/registrationOptions'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = { title: 'Register your library' }

/** SPEC §2 /register (form layout): every Registration input field of SPEC §3. */
export default async function RegisterPage() {
  const [settings, options] = await Promise.all([getSiteSettings(), getRegistrationOptions()])
  const texts = resolveAccountTexts(settings?.accountTexts)
  return (
    <FormLayout title={texts.registerHeading}>
      {settings?.registerStatement && <p className="lead">{settings.registerStatement}</p>}
      <RegisterForm
        {...options}
        texts={pickAccountTexts(texts, ['registeredHeading', 'registeredText', 'poBoxHint'])}
        stateOptions={<UsStateOptions />}
      />
    </FormLayout>
  )
}
