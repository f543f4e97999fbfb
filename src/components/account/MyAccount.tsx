'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { AccountTexts } from '@/lib/auth/accountTexts'
import { changeEmailSchema, changePasswordSchema, profileSchema, type ProfileUpdate } from '@/lib/auth/registrationSchema'
import type { Account } from '@/payload-types'

import styles from './MyAccount.module.css'
import { ErrorSummary, Field, TextField } from './FormFields'
import { UsStateOptions } from './UsStateOptions'
import { postAccount } from './postAccount'
import { useViewer } from './ViewerProvider'

const LOGIN_PATH = '/login?next=/library-program/account'

type Props = {
  /** The account's orders; the Library Program ordering fills this slot. */
  orders?: ReactNode
  texts: Pick<AccountTexts, 'accountIntro' | 'poBoxHint'>
}

/** SPEC §2 My Account (/library-program/account): profile, password, saved cart, orders, logout. */
export function MyAccount({ orders, texts }: Props) {
  const { status, viewer, openLogout } = useViewer()
  const router = useRouter()
  useEffect(() => {
    if (status === 'loggedOut') router.replace(LOGIN_PATH)
  }, [status, router])

  if (status !== 'loggedIn' || !viewer)
    return <p role="status">{status === 'loggedOut' ? 'Taking you to the login…' : 'Loading your account…'}</p>
  return (
    <div className={styles.sections}>
      <section aria-labelledby="account-profile" className="card">
        <h2 id="account-profile" className="card__title">
          Your details
        </h2>
        <ProfileForm viewer={viewer} texts={texts} />
      </section>
      <section aria-labelledby="account-password" className="card">
        <h2 id="account-password" className="card__title">
          Change your password
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="account-email" className="card">
        <h2 id="account-email" className="card__title">
          Change your email
        </h2>
        <ChangeEmailForm />
      </section>
      <section aria-labelledby="account-cart" className="card">
        <h2 id="account-cart" className="card__title">
          Saved cart
        </h2>
        <SavedCart currentCart={viewer.currentCart} />
      </section>
      <section aria-labelledby="account-orders" className="card">
        <h2 id="account-orders" className="card__title">
          Your orders
        </h2>
        {orders ?? <p>You have not placed an order yet.</p>}
      </section>
      <div>
        <button type="button" className="button button--ghost" onClick={openLogout}>
          Logout
        </button>
      </div>
    </div>
  )
}

/** The saved cart string (SPEC §3 currentCart): the cart number the account resumes on any device. */
function SavedCart({ currentCart }: { currentCart?: string | null }) {
  if (!currentCart) return <p>Your cart is empty.</p>
  return <p>Your cart is saved with this account (cart {currentCart}) and waits for you on any device.</p>
}

const PROFILE_ORDER = [
  'firstName',
  'lastName',
  'secondaryEmail',
  'library',
  'address',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
  'population',
  'numberServes',
  'numberBenefit',
] as const
const profileId = (name: string) => `profile-${name}`
type ProfileInput = z.input<typeof profileSchema>

const profileValues = (viewer: Account): ProfileInput => ({
  firstName: viewer.firstName ?? '',
  lastName: viewer.lastName ?? '',
  secondaryEmail: viewer.secondaryEmail ?? '',
  library: viewer.library ?? '',
  address: viewer.address ?? '',
  city: viewer.city ?? '',
  state: (viewer.state ?? '') as ProfileInput['state'],
  zipCode: viewer.zipCode ?? '',
  phoneNumber: viewer.phoneNumber ?? '',
  population: viewer.population ?? '',
  numberServes: viewer.numberServes ?? '',
  numberBenefit: viewer.numberBenefit ?? '',
  libraryCommunity: (viewer.libraryCommunity ?? []).map((community) =>
    typeof community === 'object' ? community.id : community,
  ),
})

function ProfileForm({ viewer, texts }: { viewer: Account; texts: Props['texts'] }) {
  const { refresh } = useViewer()
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProfileInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileValues(viewer),
    mode: 'onTouched',
  })

  const onSubmit = async (data: ProfileUpdate) => {
    const { status, answer } = await postAccount('profile', data)
    for (const [name, text] of Object.entries(answer.fields ?? {}))
      setError(name as keyof ProfileInput, { message: text })
    setMessage({ text: (status === 200 ? answer.message : answer.error) ?? '', ok: status === 200 })
    if (status === 200) await refresh()
  }

  const error = (name: keyof ProfileInput) => errors[name]?.message as string | undefined
  return (
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>
        You log in as <strong>{viewer.email}</strong>.
      </p>
      {typeof viewer.libraryType === 'object' && (
        // Staff set these; the librarian still needs to know them (the type sets the book limit).
        <p>
          Library type: <strong>{viewer.libraryType.title}</strong>, up to {viewer.libraryType.bookLimit} books per
          order.{viewer.poulinProject && ' Your library takes part in the Poulin Project.'}
        </p>
      )}
      <p>{texts.accountIntro}</p>
      {submitCount > 0 && <ErrorSummary errors={errors} order={PROFILE_ORDER} idFor={profileId} />}
      <div className="field-row">
        <TextField
          id={profileId('firstName')}
          label="First name"
          autoComplete="given-name"
          error={error('firstName')}
          registration={register('firstName')}
        />
        <TextField
          id={profileId('lastName')}
          label="Last name"
          autoComplete="family-name"
          error={error('lastName')}
          registration={register('lastName')}
        />
      </div>
      <TextField
        id={profileId('secondaryEmail')}
        label="Secondary email (optional)"
        type="email"
        error={error('secondaryEmail')}
        registration={register('secondaryEmail')}
      />
      <TextField
        id={profileId('library')}
        label="Library name"
        error={error('library')}
        registration={register('library')}
      />
      <TextField
        id={profileId('address')}
        label="Street address"
        hint={texts.poBoxHint}
        error={error('address')}
        registration={register('address')}
      />
      <div className="field-row">
        <TextField id={profileId('city')} label="City" error={error('city')} registration={register('city')} />
        <Field id={profileId('state')} label="State" error={error('state')}>
          {(aria) => (
            <select className="input" {...aria} {...register('state')}>
              <UsStateOptions />
            </select>
          )}
        </Field>
        <TextField
          id={profileId('zipCode')}
          label="ZIP code"
          inputMode="numeric"
          error={error('zipCode')}
          registration={register('zipCode')}
        />
      </div>
      <TextField
        id={profileId('phoneNumber')}
        label="Phone number"
        type="tel"
        error={error('phoneNumber')}
        registration={register('phoneNumber')}
      />
      <TextField
        id={profileId('population')}
        label="Population of your service area"
        inputMode="numeric"
        error={error('population')}
        registration={register('population')}
      />
      <TextField
        id={profileId('numberServes')}
        label="People your library serves"
        inputMode="numeric"
        error={error('numberServes')}
        registration={register('numberServes')}
      />
      <TextField
        id={profileId('numberBenefit')}
        label="People who will benefit from the books"
        inputMode="numeric"
        error={error('numberBenefit')}
        registration={register('numberBenefit')}
      />
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        Save my details
      </button>
      <p
        className="form-message"
        role="status"
        data-status={message ? (message.ok ? 'success' : 'failure') : undefined}
      >
        {message?.text}
      </p>
    </form>
  )
}

type PasswordInput = z.input<typeof changePasswordSchema>
const passwordId = (name: string) => `password-${name}`

function ChangePasswordForm() {
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  })

  const onSubmit = async (data: PasswordInput) => {
    const { status, answer } = await postAccount('password', data)
    reset()
    for (const [name, text] of Object.entries(answer.fields ?? {}))
      setError(name as keyof PasswordInput, { message: text })
    setMessage({
      text: (status === 200 ? answer.message : answer.fields ? '' : answer.error) ?? '',
      ok: status === 200,
    })
  }

  return (
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      {submitCount > 0 && (
        <ErrorSummary
          errors={errors}
          order={['currentPassword', 'newPassword', 'confirmPassword']}
          idFor={passwordId}
        />
      )}
      <TextField
        id={passwordId('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
      />
      <TextField
        id={passwordId('newPassword')}
        label="New password"
        hint="At least 8 characters; not a common password and not your email."
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        registration={register('newPassword')}
      />
      <TextField
        id={passwordId('confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        Change my password
      </button>
      <p
        className="form-message"
        role="status"
        data-status={message ? (message.ok ? 'success' : 'failure') : undefined}
      >
        {message?.text}
      </p>
    </form>
  )
}

type EmailInput = z.input<typeof changeEmailSchema>
const emailId = (name: string) => `email-${name}`

/** The new address gets a confirmation link; the account keeps its email until it is followed (issue 28). */
function ChangeEmailForm() {
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<EmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
    mode: 'onTouched',
  })

  const onSubmit = async (data: EmailInput) => {
    const { status, answer } = await postAccount('email', data)
    if (status === 200) reset()
    for (const [name, text] of Object.entries(answer.fields ?? {}))
      setError(name as keyof EmailInput, { message: text })
    setMessage({
      text: (status === 200 ? answer.message : answer.fields ? '' : answer.error) ?? '',
      ok: status === 200,
    })
  }

  return (
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      {submitCount > 0 && <ErrorSummary errors={errors} order={['newEmail', 'currentPassword']} idFor={emailId} />}
      <TextField
        id={emailId('newEmail')}
        label="New email address"
        hint="We send a link to this address; your account keeps its current email until you follow it."
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        registration={register('newEmail')}
      />
      <TextField
        id={emailId('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
      />
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        Send the confirmation link
      </button>
      <p
        className="form-message"
        role="status"
        data-status={message ? (message.ok ? 'success' : 'failure') : undefined}
      >
        {message?.text}
      </p>
    </form>
  )
}
