'use client'

import { useState } from 'react'

import { emailOnlyRules, parseForm, type RulesOutput } from '@/lib/auth/accountRules'

import { useAccountForm } from './accountForm'
import { TextField } from './Fields'
import { postAccount } from './postAccount'

type Email = RulesOutput<typeof emailOnlyRules>
const validate = (values: Record<string, unknown>) => parseForm(emailOnlyRules, values)

/**
 * One email field and a button: asks for a confirmation link again (`resend-verification`) or a
 * password reset link (`forgot-password`). The answer is the same for known and unknown addresses.
 */
export function ResendForm({
  action = 'resend-verification',
  button = 'Send a new confirmation link',
  sentText,
}: {
  action?: 'resend-verification' | 'forgot-password'
  button?: string
  /** The editor's answer once the request is taken (else the server's). */
  sentText?: string
}) {
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  // Checked on submit (then on change), not when the field loses focus.
  const { register, handleSubmit, errors, isSubmitting } = useAccountForm(validate, { checkWhenTouched: false })

  const onSubmit = async (data: Email) => {
    const { status, answer } = await postAccount(action, data)
    setMessage({ text: (status === 200 ? (sentText ?? answer.message) : answer.error) ?? '', ok: status === 200 })
  }

  return (
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        id={`${action}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        {button}
      </button>
      <p
        className="form-message"
        role="status"
        data-status={message ? (message.ok ? 'success' : 'failure') : undefined}
      >
        {message?.text}
      </p>
    </form>
  )
}
