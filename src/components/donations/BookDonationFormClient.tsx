'use client'

import { useActionState, useId } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'
import { useMinimumDisplay } from '@/components/progress/useMinimumDisplay'
import { offerBooks } from '@/lib/donations/bookDonationAction'
import { IDLE, sentText, type FormState } from '@/lib/forms/formState'

import styles from './BookDonationForm.module.css'

const BOOK_DONATION_SUBMITTING = 'Submitting form...'
const BOOK_DONATION_SUCCESS =
  'Your form has been submitted successfully. You will receive a confirmation email shortly.'
// SPEC §8 wording, typo included.
const BOOK_DONATION_FAILURE =
  'An error occured while attempting to submit your form. Please reload the page and try again.'

/**
 * The `offerBooks` server action, its failure to answer (the network, a 5xx) read as SPEC §8's failure. The
 * form opens only with the page's script (the footer's 'Offer books'), so it needs no plain-POST fallback.
 */
async function send(previous: FormState, formData: FormData): Promise<FormState> {
  try {
    return await offerBooks(previous, formData)
  } catch (error) {
    console.error('Book donation form could not be sent', error)
    return { status: 'failure', answer: (previous.answer ?? 0) + 1 }
  }
}

const ORDER = ['name', 'email', 'institution', 'materials'] as const

export function BookDonationFormClient() {
  const [state, action, sending] = useActionState(send, IDLE)
  // 'Submitting form...' stays SPEC §9's minimum before the answer replaces it, however fast the answer.
  const pending = useMinimumDisplay(sending)
  const id = useId()
  // The error summary takes focus once the form is back, not while 'Submitting form...' still holds its place.
  const form = useFocusOnErrorSummary(pending ? IDLE : state, ORDER)

  // The answer replaces the form: submitting, success, or the failure (a refusal with field messages does not).
  const refusedFields = state.status === 'failure' && !!state.fields
  if (pending || (state.status !== 'idle' && !refusedFields)) {
    const status = pending ? 'submitting' : state.status
    return (
      <p className={styles.message} role="status" data-status={status}>
        {pending ? BOOK_DONATION_SUBMITTING : status === 'success' ? BOOK_DONATION_SUCCESS : BOOK_DONATION_FAILURE}
      </p>
    )
  }

  const field = (
    name: 'name' | 'email' | 'institution',
    label: string,
    type: 'text' | 'email',
    autoComplete: string,
    maxLength: number,
  ) => {
    const error = state.fields?.[name]
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>
          {label} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={maxLength}
          defaultValue={sentText(state, name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    )
  }

  const materialsError = state.fields?.materials
  return (
    <form
      ref={form}
      action={action}
      onSubmit={sendKeepingEntries(action)}
      className={styles.form}
      aria-label="Donate books"
      noValidate
    >
      <ErrorSummary fields={state.fields} order={ORDER} idFor={(name) => `${id}-${name}`} />
      {field('name', 'Name', 'text', 'name', 200)}
      {field('email', 'Email', 'email', 'email', 254)}
      {field('institution', 'Institution', 'text', 'organization', 300)}
      <div className={styles.field}>
        <label htmlFor={`${id}-materials`}>Materials</label>
        <textarea
          id={`${id}-materials`}
          name="materials"
          rows={3}
          maxLength={5000}
          defaultValue={sentText(state, 'materials')}
          aria-invalid={materialsError ? true : undefined}
          aria-describedby={materialsError ? `${id}-materials-error` : undefined}
        />
        {materialsError && (
          <p id={`${id}-materials-error`} className={styles.error}>
            {materialsError}
          </p>
        )}
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" name="subscribe" defaultChecked={sentText(state, 'subscribe') === 'on'} />
        <span>Subscribe to our mailing list</span>
      </label>
      <button type="submit" className={`button ${styles.submit}`}>
        Submit
      </button>
    </form>
  )
}
