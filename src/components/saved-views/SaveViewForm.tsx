'use client'

import { useSearchParams } from 'next/navigation'
import { useActionState, useEffect, useId, useRef, useState } from 'react'

import { IDLE } from '../../lib/forms/formState'
import { saveOwnViewAction } from '../../lib/staff/ownViewActions'

/**
 * "Save this view" above a filtered list: the staff member names the list's current filters (and its sort), and
 * the view joins their saved views. The filters are the list's URL as it is when they save (Payload keeps it up to
 * date as filters change).
 */
export function SaveViewForm({ collection }: { collection: string }) {
  const searchParams = useSearchParams()
  const [state, action, pending] = useActionState(saveOwnViewAction, IDLE)
  // The answer count when the form was opened: a successful save after it closes the form.
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const open = openedAt !== null && !(state.status === 'success' && (state.answer ?? 0) > openedAt)
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open, state.answer])
  const filtered = [...searchParams.keys()].some((key) => key.startsWith('where['))
  if (!filtered && state.status !== 'success') return null
  return (
    <div className="saved-views__save">
      {open ? (
        <form action={action} className="saved-views__form">
          <input type="hidden" name="collection" value={collection} />
          <input type="hidden" name="search" value={searchParams.toString()} />
          <label htmlFor={inputId}>Name of this view</label>
          <input
            ref={inputRef}
            id={inputId}
            name="name"
            type="text"
            maxLength={60}
            required
            defaultValue={typeof state.values?.name === 'string' ? state.values.name : ''}
            aria-invalid={state.status === 'failure'}
            aria-describedby={state.status === 'failure' ? `${inputId}-answer` : undefined}
          />
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={pending}>
            {pending ? 'Saving…' : 'Save view'}
          </button>
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setOpenedAt(null)}>
            Cancel
          </button>
        </form>
      ) : (
        filtered && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => setOpenedAt(state.answer ?? 0)}
          >
            Save this view
          </button>
        )
      )}
      <p id={`${inputId}-answer`} role="status" className={`saved-views__answer saved-views__answer--${state.status}`}>
        {state.message}
      </p>
    </div>
  )
}
