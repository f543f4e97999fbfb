'use client'

import { useState } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { loginRules, parseForm, type RulesOutput } from '@/lib/auth/accountRules'
import { safeReturnPath } from '@/lib/auth/safeReturnPath'

import { useAccountForm } from './accountForm'
import { ErrorSummary, TextField } from './Fields'
import styles from './LoginForm.module.css'
import { postAccount, type AccountAnswer } from './postAccount'
import { ResendVerification } from './ResendVerification'

type Login = RulesOutput<typeof loginRules>
const validate = (values: Record<string, unknown>) => parseForm(loginRules, values)
const idFor = (name: string) => `login-${name}`

/**
 * Email and password. Success goes to `?next=` when it is a path on this site (else the catalogue) with a
 * full page load, so every provider (viewer, cart) starts from the new session. `?next=` is read when the form
 * is sent, not while rendering: a component that reads the address while rendering is left out of the static
 * page's HTML, and the form would appear only once the page's scripts had run.
 */
export function LoginForm({ registerCta }: { registerCta: { question: string; button: string } }) {
  const [answer, setAnswer] = useState<(AccountAnswer & { email?: string }) | null>(null)
  const { register, handleSubmit, resetField, errors, isSubmitting, submitCount } = useAccountForm(validate)

  const onSubmit = async (data: Login) => {
    const result = await postAccount('login', data)
    if (result.status === 200) {
      window.location.assign(safeReturnPath(new URLSearchParams(window.location.search).get('next')))
      return
    }
    setAnswer({ ...result.answer, email: data.email })
    resetField('password')
  }

  return (
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      {submitCount > 0 && (
        <ErrorSummary errors={errors} order={['email', 'password']} idFor={idFor} formError={answer?.error} />
      )}
      <TextField
        id={idFor('email')}
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        registration={register('email')}
      />
      <TextField
        id={idFor('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      {answer?.unverified && answer.email && <ResendVerification email={answer.email} />}
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
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
