'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import {
  bookDonationFormSchema,
  sendRequestBody,
  type BookDonationForm,
  type BookDonationFormInput,
} from '@/lib/donations/bookDonationSchema'


import styles from './BookDonationForm.module.css'

const BOOK_DONATION_SUBMITTING = 'Submitting form...'
const BOOK_DONATION_SUCCESS =
  'Your form has been submitted successfully. You will receive a confirmation email shortly.'
// SPEC §8 wording, typo included.
const BOOK_DONATION_FAILURE =
  'An error occured while attempting to submit your form. Please reload the page and try again.'

type Status = 'idle' | 'submitting' | 'success' | 'failure'

type Props = { orgInbox: string; templateId: string }

export function BookDonationFormClient({ orgInbox, templateId }: Props) {
  const [status, setStatus] = useState<Status>('idle')
  const id = useId()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookDonationFormInput, unknown, BookDonationForm>({
    resolver: zodResolver(bookDonationFormSchema),
    defaultValues: { name: '', email: '', institution: '', materials: '', subscribe: false },
    mode: 'onTouched',
  })

  const onSubmit = async (form: BookDonationForm) => {
    setStatus('submitting')
    try {
      const response = await fetch('/api/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sendRequestBody(form, orgInbox, templateId)),
      })
      if (!response.ok) console.error('Book donation form was not accepted', response.status)
      setStatus(response.ok ? 'success' : 'failure')
    } catch (error) {
      console.error('Book donation form could not be sent', error)
      setStatus('failure')
    }
  }

  if (status !== 'idle') {
    return (
      <p className={styles.message} role="status" data-status={status}>
        {status === 'submitting'
          ? BOOK_DONATION_SUBMITTING
          : status === 'success'
            ? BOOK_DONATION_SUCCESS
            : BOOK_DONATION_FAILURE}
      </p>
    )
  }

  const field = (
    name: 'name' | 'email' | 'institution',
    label: string,
    type: 'text' | 'email',
    autoComplete: string,
  ) => {
    const error = errors[name]?.message
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>
          {label} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form method="post" className={styles.form} aria-label="Donate books" noValidate onSubmit={handleSubmit(onSubmit)}>
      {field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('institution', 'Institution', 'text', 'organization')}
      <div className={styles.field}>
        <label htmlFor={`${id}-materials`}>Materials</label>
        <textarea
          id={`${id}-materials`}
          rows={3}
          aria-invalid={errors.materials ? true : undefined}
          aria-describedby={errors.materials ? `${id}-materials-error` : undefined}
          {...register('materials')}
        />
        {errors.materials?.message && (
          <p id={`${id}-materials-error`} className={styles.error}>
            {errors.materials.message}
          </p>
        )}
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('subscribe')} />
        <span>Subscribe to our mailing list</span>
      </label>
      <button type="submit" className={`button ${styles.submit}`}>
        Submit
      </button>
    </form>
  )
}
