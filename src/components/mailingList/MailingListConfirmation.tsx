'use client'

import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { confirmationOutcome, type ConfirmationOutcome } from '@/lib/mailingList/confirmationOutcome'
import { CONFIRMATION_PAGE } from '@/lib/mailingList/texts'

type State = { kind: 'idle' } | { kind: 'confirming' } | ConfirmationOutcome

/**
 * The emailed link's page: the address joins the list only when the visitor presses the button (a POST of the
 * link's token), never on opening the page, which mail scanners do.
 */
export function MailingListConfirmation() {
  const token = useSearchParams().get('token') ?? ''
  // A link without its token is as good as an expired one: the page says so at once.
  const [state, setState] = useState<State>(token ? { kind: 'idle' } : confirmationOutcome(400, null))

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setState({ kind: 'confirming' })
    try {
      const response = await fetch('/api/mailing-list/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      setState(confirmationOutcome(response.status, await response.json().catch(() => null)))
    } catch {
      setState(confirmationOutcome(0, null))
    }
  }

  if (state.kind === 'confirmed' || state.kind === 'linkInvalid') {
    return (
      <div className="form-stack">
        <p className="form-message" role="status" data-status={state.kind === 'confirmed' ? 'success' : 'failure'}>
          {state.message}
        </p>
        <p>
          <SiteLink className="button" href="/">
            {CONFIRMATION_PAGE.backToSite}
          </SiteLink>
        </p>
      </div>
    )
  }

  return (
    <form method="post" className="form-stack" aria-label={CONFIRMATION_PAGE.title} onSubmit={confirm}>
      <p>{CONFIRMATION_PAGE.intro}</p>
      <button
        type="submit"
        className="button"
        disabled={state.kind === 'confirming'}
        aria-busy={state.kind === 'confirming'}
      >
        {CONFIRMATION_PAGE.button}
      </button>
      <p className="form-message" role="status" data-status={state.kind === 'tryAgain' ? 'failure' : undefined}>
        {state.kind === 'confirming' ? CONFIRMATION_PAGE.confirming : state.kind === 'tryAgain' ? state.message : ''}
      </p>
    </form>
  )
}
