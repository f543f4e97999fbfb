'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'

type Props = { orderId: string; shortNumber: string; tracking: string }

/** The first error message Payload's REST API gives (a refused status change, a missing permission). */
function errorMessage(body: unknown): string {
  const errors = (body as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] } | null)?.errors
  const first = errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message ?? 'The order could not be marked shipped. Try again.'
}

/**
 * 'Mark shipped': asks for the tracking number, then saves status Shipped with it through Payload's REST API as
 * the signed-in staff member, so the order's own rules run (allowed status changes, the date shipped, the
 * shipped email to the buyer) and access is checked as for any save. The page reloads to show the result.
 * No <form> of its own: the dialog sits inside Payload's edit form, which would take the submit (and save the
 * whole order as it is on screen), so the button and the Enter key call `markShipped` directly.
 */
export function MarkShippedButton({ orderId, shortNumber, tracking }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const inputId = useId()
  const [trackingNumber, setTrackingNumber] = useState(tracking)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const markShipped = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}?depth=0`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'shipped', trackingNumber: trackingNumber.trim() }),
      })
      if (!response.ok) {
        setError(errorMessage(await response.json().catch(() => null)))
        setBusy(false)
        return
      }
      window.location.reload()
    } catch {
      setError('The order could not be marked shipped: no connection. Try again.')
      setBusy(false)
    }
  }

  const enterMarksShipped = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    event.stopPropagation()
    void markShipped()
  }

  return (
    <>
      <button type="button" className="btn btn--style-primary btn--size-medium order-summary__ship" onClick={() => dialog.current?.showModal()}>
        Mark shipped
      </button>
      <dialog ref={dialog} className="order-summary__dialog" aria-labelledby={`${inputId}-title`}>
        <div>
          <h2 id={`${inputId}-title`}>Mark order {shortNumber} shipped</h2>
          <p>The buyer gets the shipped email, with the tracking number when you give one.</p>
          <label htmlFor={inputId}>Tracking number</label>
          <input
            id={inputId}
            type="text"
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
            onKeyDown={enterMarksShipped}
            autoComplete="off"
            maxLength={100}
          />
          {error && (
            <p role="alert" className="order-summary__error">
              {error}
            </p>
          )}
          <div className="order-summary__dialog-actions">
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => dialog.current?.close()} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void markShipped()} disabled={busy}>
              {busy ? 'Saving…' : 'Mark shipped'}
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}
