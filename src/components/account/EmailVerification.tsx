'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import type { AccountTexts } from '@/lib/auth/accountTexts'

import { postAccount, type AccountAnswer } from './postAccount'
import { ResendForm } from './ResendForm'

/** Confirms the emailed token once the page has loaded (a POST, so mail scanners following links do not). */
export function EmailVerification({ texts }: { texts: Pick<AccountTexts, 'verifiedText' | 'verificationFailedText'> }) {
  const token = useSearchParams().get('token') ?? ''
  const [answer, setAnswer] = useState<AccountAnswer | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    void postAccount('verify-email', { token }).then(({ answer }) => setAnswer(answer))
  }, [token])

  if (!answer) return <p role="status">Confirming your email address…</p>
  if (answer.ok) {
    return (
      <div className="form-stack" role="status">
        <p className="form-message" data-status="success">
          {texts.verifiedText}
        </p>
        <p>
          <SiteLink className="button" href="/login?next=/library-program">
            Log in
          </SiteLink>
        </p>
      </div>
    )
  }
  return (
    <div className="form-stack">
      <p className="form-message" data-status="failure" role="alert">
        {answer.expired ? texts.verificationFailedText : answer.error}
      </p>
      <ResendForm />
    </div>
  )
}
