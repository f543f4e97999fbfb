'use client'

import { useActionState } from 'react'

import { askForPasswordReset, askForVerificationLink } from '@/lib/auth/accountActions'
import { IDLE, sentText } from '@/lib/forms/formState'

import { TextField } from './Fields'
import { sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'

const ACTIONS = { 'resend-verification': askForVerificationLink, 'forgot-password': askForPasswordReset }
const ORDER = ['email'] as const

/**
 * One email field and a button: asks for a confirmation link again (`resend-verification`) or a
 * password reset link (`forgot-password`), through the matching server action. The answer is the same for
 * known and unknown addresses.
 */
export function ResendForm({
  action: name = 'resend-verification',
  button = 'Send a new confirmation link',
  sentText: sentMessage,
}: {
  action?: keyof typeof ACTIONS
  button?: string
  /** The editor's answer once the request is taken (else the server's). */
  sentText?: string
}) {
  const [state, action, pending] = useActionState(ACTIONS[name], IDLE)
  const form = useFocusOnErrorSummary(state, ORDER)
  const message = state.status === 'success' ? (sentMessage ?? state.message) : state.message

  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <TextField
        id={`${name}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={sentText(state, 'email')}
        error={state.fields?.email}
      />
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {button}
      </button>
      <p
        className="form-message"
        role="status"
        data-status={message ? (state.status === 'success' ? 'success' : 'failure') : undefined}
      >
        {message}
      </p>
    </form>
  )
}
