'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { filledIn, newPassword, parseForm, passwordChecks } from '@/lib/auth/accountRules'
import type { AccountTexts } from '@/lib/auth/accountTexts'

import { loadCommonPasswordCheck, useAccountForm } from './accountForm'
import { ErrorSummary, TextField } from './Fields'
import { postAccount, type AccountAnswer } from './postAccount'

/** The server's rules for the new password; the common-password list is loaded once there is one to check. */
const validate = async (values: Record<string, unknown>) =>
  parseForm(
    {
      password: newPassword(values.password ? await loadCommonPasswordCheck() : () => false),
      confirmPassword: filledIn('Please enter the new password again.'),
    },
    values,
    passwordChecks(),
  )
const idFor = (name: string) => `submit-password-${name}`

/** The reset email's link: /login/submit-password?code=…&id=… sets a new password (SPEC §7 setPassword). */
export function SubmitPasswordForm({
  texts,
}: {
  texts: Pick<AccountTexts, 'submitPasswordIntro' | 'submitPasswordSuccess'>
}) {
  const params = useSearchParams()
  const [answer, setAnswer] = useState<AccountAnswer | null>(null)
  const { register, handleSubmit, reset, errors, isSubmitting, submitCount } = useAccountForm(validate)

  const onSubmit = async (data: { password: string; confirmPassword: string }) => {
    const { answer } = await postAccount('set-password', {
      ...data,
      code: params.get('code') ?? '',
      id: params.get('id') ?? '',
    })
    setAnswer(answer)
    reset()
  }

  if (answer?.ok) {
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
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>{texts.submitPasswordIntro}</p>
      {(submitCount > 0 || answer) && (
        <ErrorSummary errors={errors} order={['password', 'confirmPassword']} idFor={idFor} formError={answer?.error} />
      )}
      {answer?.expired && (
        <p>
          <SiteLink href="/login/reset">Ask for a new link</SiteLink>
        </p>
      )}
      <TextField
        id={idFor('password')}
        label="New password"
        hint="At least 8 characters; not a common password and not your email."
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <TextField
        id={idFor('confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        Set my password
      </button>
    </form>
  )
}
