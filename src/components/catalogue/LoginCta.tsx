'use client'

import { useViewer } from '@/components/account/ViewerProvider'
import { SiteLink } from '@/components/layout/SiteLink'

import styles from './catalogue.module.css'

export type LoginCtaTexts = {
  question?: string | null
  button?: string | null
  loginStatement?: string | null
}

/** For logged-out visitors: ordering needs an account (texts from the site-settings global). */
export function LoginCta({ texts }: { texts: LoginCtaTexts }) {
  const { status } = useViewer()
  if (status !== 'loggedOut') return null
  return (
    <aside className={styles.loginCta} aria-label="Order books">
      <p>{texts.loginStatement || 'Log in to your library account to order books.'}</p>
      <p>
        <SiteLink className="button" href="/login">
          Login
        </SiteLink>
      </p>
      <p>{texts.question || 'Not registered yet?'}</p>
      <p>
        <SiteLink className="button button--ghost" href="/register">
          {texts.button || 'Register'}
        </SiteLink>
      </p>
    </aside>
  )
}
