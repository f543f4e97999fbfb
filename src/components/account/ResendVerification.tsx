'use client'

import { useState } from 'react'

import { postAccount } from './postAccount'

/** 'Send the link again' for an account waiting for email confirmation; the answer never says whether it exists. */
export function ResendVerification({ email }: { email: string }) {
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const resend = async () => {
    setBusy(true)
    const { answer } = await postAccount('resend-verification', { email })
    setBusy(false)
    setMessage(answer.message ?? answer.error ?? null)
  }
  return (
    <div className="form-stack">
      <button type="button" className="button button--ghost" onClick={resend} disabled={busy} aria-busy={busy}>
        Send the confirmation link again
      </button>
      <p className="form-message" role="status">
        {message}
      </p>
    </div>
  )
}
