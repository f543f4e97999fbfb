'use client'

import { useActionState, useEffect } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { logIn } from '@/lib/auth/accountActions'
import { IDLE, sentText } from '@/lib/forms/formState'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { TextField } from './Fields'
import { PageQueryFields, sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'
import styles from './LoginForm.module.css'
import { ResendVerification } from './ResendVerification'

const ORDER = ['email', 'password'] as const
const idFor = (name: string) => `login-${name}`

/**
 * Email and password, sent to the `logIn` server action (it works before hydration too). Success goes to
 * `?next=` when it is a path on this site (else the catalogue) with a full page load, so every provider
 * (viewer, cart) starts from the new session. `?next=` travels in a hidden field the page's script adds,
 * not read while rendering the form: a component that reads the address while rendering is left out of the
 * static page's HTML, and the form would appear only once the page's scripts had run.
 */
export function LoginForm({ registerCta }: { registerCta: { question: string; button: string } }) {
  const [state, action, pending] = useActionState(logIn, IDLE)
  const form = useFocusOnErrorSummary(state, ORDER)
  const leaving = state.status === 'success'

  useEffect(() => {
    if (state.status === 'success' && state.next) window.location.assign(state.next)
    // A refused password is typed again, as a page sent without scripts would have it.
    const password = form.current?.elements.namedItem('password')
    if (state.status === 'failure' && password instanceof HTMLInputElement) password.value = ''
  }, [state, form])

  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <PageQueryFields names={['next']} />
      <ErrorSummary fields={state.fields} order={ORDER} idFor={idFor} formError={state.message} />
      <TextField
        id={idFor('email')}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        maxLength={254}
        defaultValue={sentText(state, 'email')}
        error={state.fields?.email}
      />
      <TextField
        id={idFor('password')}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={state.fields?.password}
      />
      {state.unverified && state.email && <ResendVerification email={state.email} />}
      <button type="submit" className="button" disabled={pending || leaving} aria-busy={pending || leaving}>
        {pending || leaving ? 'Logging in…' : 'Log in'}
      </button>
      <p>
        <SiteLink href="/login/reset">Forgot your password?</SiteLink>
      </p>
      <div className={styles.registerCta}>
        <p>{registerCta.question}</p>
        <SiteLink className="button button--ghost" href="/register">
          {registerCta.button}
        </SiteLink>
      </div>
    </form>
  )
}
