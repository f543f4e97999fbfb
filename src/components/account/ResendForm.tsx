'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { emailOnlySchema } from '@/lib/auth/registrationSchema'

import { TextField } from './FormFields'
import { postAccount } from './postAccount'

type EmailInput = z.input<typeof emailOnlySchema>
type Email = z.output<typeof emailOnlySchema>

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, Email>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } })

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
