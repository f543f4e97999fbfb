'use client'

import { useState } from 'react'

/** Sends the donor's giving statement again through the staff-only endpoint and says how it went. */
export function SendStatementAgain({ donationId, year }: { donationId: string; year: number }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const send = async () => {
    setState('sending')
    const response = await fetch(`/api/donations/${encodeURIComponent(donationId)}/giving-statement?year=${year}`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setState(response?.ok ? 'sent' : 'failed')
  }
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={state === 'sending'}
        onClick={send}
      >
        Send again
      </button>
      <span role="status">
        {state === 'sent' && 'Statement sent to the donor.'}
        {state === 'failed' && 'The statement could not be sent. Try again.'}
      </span>
    </div>
  )
}
