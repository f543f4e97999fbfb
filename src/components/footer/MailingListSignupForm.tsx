'use client'

import { useId, useState, type FormEvent } from 'react'

import { SIGNUP_CONFIRMATION_SENT } from '@/lib/mailingList/texts'

import styles from './MailingListSignupForm.module.css'

type Status = 'idle' | 'submitting' | 'success' | 'failure'

const MESSAGES: Record<Exclude<Status, 'idle'>, string> = {
  submitting: 'Signing you up...',
  success: SIGNUP_CONFIRMATION_SENT,
  failure: 'We could not sign you up. Please check the address and try again.',
}

/** The built-in mailing-list sign-up: one email field; POST /api/mailing-list emails the address a confirmation link. */
export function MailingListSignupForm() {
  const [status, setStatus] = useState<Status>('idle')
  const id = useId()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    setStatus('submitting')
    try {
      const response = await fetch('/api/mailing-list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      setStatus(response.ok ? 'success' : 'failure')
    } catch {
      setStatus('failure')
    }
  }

  return (
    <form method="post" className={styles.form} aria-label="Join the mailing list" onSubmit={submit}>
      <label htmlFor={`${id}-email`} className="field__label">
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          disabled={status === 'submitting' || status === 'success'}
        />
        <button type="submit" className="button" disabled={status === 'submitting' || status === 'success'}>
          Sign up
        </button>
      </div>
      <p className="form-message" role="status" data-status={status}>
        {status === 'idle' ? '' : MESSAGES[status]}
      </p>
    </form>
  )
}
