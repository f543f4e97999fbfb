import type { Metadata } from 'next'

import { RegisterForm } from '@/components/account/RegisterForm'
import { FormLayout } from '@/components/layout'
import { getRegistrationOptions } from '@/lib/auth/registrationOptions'
import { getSiteSettings } from '@/lib/site/globals'

export const metadata: Metadata = { title: 'Register your library', robots: { index: false } }

/** SPEC §2 /register (form layout): every Registration input field of SPEC §3. */
export default async function RegisterPage() {
  const [settings, options] = await Promise.all([getSiteSettings(), getRegistrationOptions()])
  return (
    <FormLayout title="Register your library">
      {settings?.registerStatement && <p className="lead">{settings.registerStatement}</p>}
      <RegisterForm {...options} />
    </FormLayout>
  )
}
