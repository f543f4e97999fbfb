'use client'

import Link from 'next/link'

import { useViewer } from '@/components/account/ViewerProvider'

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
        <Link className="button" href="/login">
          Login
        </Link>
      </p>
      <p>{texts.question || 'Not registered yet?'}</p>
      <p>
        <Link className="button button--ghost" href="/register">
          {texts.button || 'Register'}
        </Link>
      </p>
    </aside>
  )
}
