'use client'

import { useViewer } from '@/components/account/ViewerProvider'
import { SiteLink } from '@/components/layout/SiteLink'

import styles from './catalogue.module.css'

export type LoginCtaTexts = {
  question?: string | null
  button?: string | null
  loginStatement?: string | null
}

/**
 * For logged-out visitors: ordering needs an account (texts from the site-settings global). Until the account
 * is known the box holds its place unseen, so the page below does not jump down when it appears: most
 * visitors are logged out, and a cached page cannot know.
 */
export function LoginCta({ texts }: { texts: LoginCtaTexts }) {
  const { status } = useViewer()
  if (status === 'loggedIn') return null
  const pending = status === 'unknown'
  return (
    <aside
      className={pending ? `${styles.loginCta} ${styles.loginCtaPending}` : styles.loginCta}
      aria-label="Order books"
      aria-hidden={pending || undefined}
    >
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
