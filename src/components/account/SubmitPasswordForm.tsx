'use client'

import { useActionState, useEffect } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { setPassword } from '@/lib/auth/accountActions'
import type { AccountTexts } from '@/lib/auth/accountTexts'
import { IDLE } from '@/lib/forms/formState'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { TextField } from './Fields'
import { PageQueryFields, sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'

const ORDER = ['password', 'confirmPassword'] as const
const idFor = (name: string) => `submit-password-${name}`

/**
 * The reset email's link: /login/submit-password?code=…&id=… sets a new password (SPEC §7 setPassword)
 * through the `setPassword` server action, which reads the link's code and id from the page's query.
 */
export function SubmitPasswordForm({
  texts,
}: {
  texts: Pick<AccountTexts, 'submitPasswordIntro' | 'submitPasswordSuccess'>
}) {
  const [state, action, pending] = useActionState(setPassword, IDLE)
  const form = useFocusOnErrorSummary(state, ORDER)
  // After a refusal both passwords are typed again.
  useEffect(() => {
    if (state.status === 'failure') form.current?.reset()
  }, [state, form])

  if (state.status === 'success') {
    return (
      <div className="form-stack" role="status">
        <p className="form-message" data-status="success">
          {texts.submitPasswordSuccess}
        </p>
        <p>
          <SiteLink className="button" href="/login">
            Log in
          </SiteLink>
        </p>
      </div>
    )
  }
  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <PageQueryFields names={['code', 'id']} />
      <p>{texts.submitPasswordIntro}</p>
      <ErrorSummary fields={state.fields} order={ORDER} idFor={idFor} formError={state.message} />
      {state.expired && (
        <p>
          <SiteLink href="/login/reset">Ask for a new link</SiteLink>
        </p>
      )}
      <TextField
        id={idFor('password')}
        name="password"
        label="New password"
        hint="At least 8 characters; not a common password and not your email."
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        error={state.fields?.password}
      />
      <TextField
        id={idFor('confirmPassword')}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={state.fields?.confirmPassword}
      />
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        Set my password
      </button>
    </form>
  )
}
