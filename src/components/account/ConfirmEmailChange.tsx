'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'

import { postAccount, type AccountAnswer } from './postAccount'

/** Confirms the emailed change once the page has loaded (a POST, as the email-verification page does). */
export function ConfirmEmailChange() {
  const token = useSearchParams().get('token') ?? ''
  const [answer, setAnswer] = useState<AccountAnswer | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    void postAccount('confirm-email', { token }).then(({ answer }) => setAnswer(answer))
  }, [token])

  if (!answer) return <p role="status">Confirming your new email address…</p>
  return (
    <div className="form-stack">
      <p className="form-message" data-status={answer.ok ? 'success' : 'failure'} role={answer.ok ? 'status' : 'alert'}>
        {answer.ok ? answer.message : answer.error}
      </p>
      <p>
        <SiteLink className="button" href="/library-program/account">
          My Account
        </SiteLink>
      </p>
    </div>
  )
}
