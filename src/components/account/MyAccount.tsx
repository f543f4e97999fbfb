'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect, type ReactNode } from 'react'

import { changeMapChoice, changeOwnEmail, changeOwnPassword, updateProfile } from '@/lib/auth/accountActions'
import type { AccountTexts, MyAccountTextKey } from '@/lib/auth/accountTexts'
import { IDLE, sentText, type FormState } from '@/lib/forms/formState'
import type { Account } from '@/payload-types'

import { sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'
import { SiteLink } from '@/components/layout/SiteLink'
import styles from './MyAccount.module.css'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { Field, TextField } from './FormFields'
import { UsStateOptions } from './UsStateOptions'
import { useViewer } from './ViewerProvider'

const LOGIN_PATH = '/login?next=/library-program/account'

type Props = {
  /** The account's orders; the Library Program ordering fills this slot. */
  orders?: ReactNode
  /** The books the library waits for; the waiting list fills this slot. */
  waitingList?: ReactNode
  texts: Pick<AccountTexts, MyAccountTextKey>
}

/** SPEC §2 My Account (/library-program/account): orders and saved cart, profile, password, email, logout. */
export function MyAccount({ orders, waitingList, texts }: Props) {
  const { status, viewer, openLogout } = useViewer()
  const router = useRouter()
  useEffect(() => {
    if (status === 'loggedOut') router.replace(LOGIN_PATH)
  }, [status, router])

  if (status !== 'loggedIn' || !viewer)
    return <p role="status">{status === 'loggedOut' ? 'Taking you to the login…' : 'Loading your account…'}</p>
  return (
    <div className={styles.sections}>
      {/* What a library comes back for first: its orders and where each stands; the profile after. */}
      <section aria-labelledby="account-orders" className="card">
        <h2 id="account-orders" className="card__title">
          Your orders
        </h2>
        {orders ?? <p>You have not placed an order yet.</p>}
        <SavedCart saved={Boolean(viewer.currentCart)} />
      </section>
      {waitingList}
      <section aria-labelledby="account-profile" className="card">
        <h2 id="account-profile" className="card__title">
          Your details
        </h2>
        <ProfileForm viewer={viewer} texts={texts} />
      </section>
      <section aria-labelledby="account-map" className="card">
        <h2 id="account-map" className="card__title">
          {texts.mapHeading}
        </h2>
        <MapChoiceForm showOnMap={viewer.showOnMap !== false} texts={texts} />
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
      <div>
        <button type="button" className="button button--ghost" onClick={openLogout}>
          Logout
        </button>
      </div>
    </div>
  )
}

/**
 * Whether the account has a saved cart (SPEC §3 currentCart), with the way to it. The cart's number is the
 * system's own key, not something a librarian needs: it is not shown.
 */
function SavedCart({ saved }: { saved: boolean }) {
  if (!saved) return <p className={styles.cartNote}>Your cart is empty.</p>
  return (
    <p className={styles.cartNote}>
      Books you have chosen but not yet ordered are saved with this account, on any device.{' '}
      <SiteLink href="/cart">View your cart</SiteLink>
    </p>
  )
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
type ProfileField = (typeof PROFILE_ORDER)[number]
const profileId = (name: string) => `profile-${name}`

/** The account's stored values as the form shows them. */
const profileValues = (viewer: Account): Record<ProfileField, string> => ({
  firstName: viewer.firstName ?? '',
  lastName: viewer.lastName ?? '',
  secondaryEmail: viewer.secondaryEmail ?? '',
  library: viewer.library ?? '',
  address: viewer.address ?? '',
  city: viewer.city ?? '',
  state: viewer.state ?? '',
  zipCode: viewer.zipCode ?? '',
  phoneNumber: viewer.phoneNumber ?? '',
  population: String(viewer.population ?? ''),
  numberServes: String(viewer.numberServes ?? ''),
  numberBenefit: String(viewer.numberBenefit ?? ''),
})

/** The answer's text under a form: the success text, or the problem that is not one field's. */
function FormMessage({ state }: { state: FormState }) {
  return (
    <p
      className="form-message"
      role="status"
      data-status={state.message ? (state.status === 'success' ? 'success' : 'failure') : undefined}
    >
      {state.message}
    </p>
  )
}

function ProfileForm({ viewer, texts }: { viewer: Account; texts: Pick<AccountTexts, 'accountIntro' | 'poBoxHint'> }) {
  const { refresh } = useViewer()
  const [state, action, pending] = useActionState(updateProfile, IDLE)
  const form = useFocusOnErrorSummary(state, PROFILE_ORDER)
  useEffect(() => {
    if (state.status === 'success') void refresh()
  }, [state, refresh])

  const stored = profileValues(viewer)
  // What was sent, once the action answered (React empties a form after its action); else what is stored.
  const value = (name: ProfileField) => (state.values ? (sentText(state, name) ?? '') : stored[name])
  const field = (name: ProfileField) => ({
    id: profileId(name),
    name,
    defaultValue: value(name),
    error: state.fields?.[name],
  })
  const communities = state.values
    ? [state.values.libraryCommunity ?? []].flat()
    : (viewer.libraryCommunity ?? []).map((community) =>
        String(typeof community === 'object' ? community.id : community),
      )
  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      {/* Communities are not edited here; they are sent as stored so that saving keeps them. */}
      {communities.map((id) => (
        <input key={id} type="hidden" name="libraryCommunity" value={id} />
      ))}
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
      <ErrorSummary fields={state.fields} order={PROFILE_ORDER} idFor={profileId} />
      <div className="field-row">
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" maxLength={100} />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" maxLength={100} />
      </div>
      <TextField {...field('secondaryEmail')} label="Secondary email (optional)" type="email" required={false} />
      <TextField {...field('library')} label="Library name" maxLength={200} />
      <TextField {...field('address')} label="Street address" hint={texts.poBoxHint} maxLength={200} />
      <div className="field-row">
        <TextField {...field('city')} label="City" maxLength={100} />
        <Field id={profileId('state')} label="State" error={state.fields?.state}>
          {(aria) => (
            // A select takes a new defaultValue only when it is made again (keyed by the answer).
            <select key={state.answer} className="input" name="state" defaultValue={value('state')} {...aria}>
              <UsStateOptions />
            </select>
          )}
        </Field>
        <TextField {...field('zipCode')} label="ZIP code" inputMode="numeric" />
      </div>
      <TextField {...field('phoneNumber')} label="Phone number" type="tel" />
      <TextField {...field('population')} label="Population of your service area" inputMode="numeric" />
      <TextField {...field('numberServes')} label="People your library serves" inputMode="numeric" />
      <TextField {...field('numberBenefit')} label="People who will benefit from the books" inputMode="numeric" />
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        Save my details
      </button>
      <FormMessage state={state} />
    </form>
  )
}

/** Whether the Distribution Map shows this library once an order has shipped (on unless the library says no). */
function MapChoiceForm({
  showOnMap,
  texts,
}: {
  showOnMap: boolean
  texts: Pick<AccountTexts, 'mapChoiceLabel' | 'mapChoiceButton'>
}) {
  const { refresh } = useViewer()
  const [state, action, pending] = useActionState(changeMapChoice, IDLE)
  useEffect(() => {
    if (state.status === 'success') void refresh()
  }, [state, refresh])
  return (
    <form action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <p>
        Once an order of yours has shipped, the <SiteLink href="/library-program/map">Distribution Map</SiteLink> shows
        your library’s name, city and state, the year it joined and how many books it has received.
      </p>
      <label className="checkbox">
        <input type="checkbox" name="showOnMap" defaultChecked={showOnMap} key={String(showOnMap)} />{' '}
        {texts.mapChoiceLabel}
      </label>
      <button type="submit" className="button button--ghost" disabled={pending} aria-busy={pending}>
        {texts.mapChoiceButton}
      </button>
      <FormMessage state={state} />
    </form>
  )
}

const PASSWORD_ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const
const passwordId = (name: string) => `password-${name}`

function ChangePasswordForm() {
  const [state, action, pending] = useActionState(changeOwnPassword, IDLE)
  const form = useFocusOnErrorSummary(state, PASSWORD_ORDER)
  // Passwords are typed again after every answer.
  useEffect(() => {
    if (state.answer) form.current?.reset()
  }, [state, form])
  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <ErrorSummary fields={state.fields} order={PASSWORD_ORDER} idFor={passwordId} />
      <TextField
        id={passwordId('currentPassword')}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={state.fields?.currentPassword}
      />
      <TextField
        id={passwordId('newPassword')}
        name="newPassword"
        label="New password"
        hint="At least 8 characters; not a common password and not your email."
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        error={state.fields?.newPassword}
      />
      <TextField
        id={passwordId('confirmPassword')}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={state.fields?.confirmPassword}
      />
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        Change my password
      </button>
      <FormMessage state={state} />
    </form>
  )
}

const EMAIL_ORDER = ['newEmail', 'currentPassword'] as const
const emailId = (name: string) => `email-${name}`

/** The new address gets a confirmation link; the account keeps its email until it is followed (issue 28). */
function ChangeEmailForm() {
  const [state, action, pending] = useActionState(changeOwnEmail, IDLE)
  const form = useFocusOnErrorSummary(state, EMAIL_ORDER)
  useEffect(() => {
    if (state.status === 'success') form.current?.reset()
  }, [state, form])
  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <ErrorSummary fields={state.fields} order={EMAIL_ORDER} idFor={emailId} />
      <TextField
        id={emailId('newEmail')}
        name="newEmail"
        label="New email address"
        hint="We send a link to this address; your account keeps its current email until you follow it."
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={sentText(state, 'newEmail')}
        error={state.fields?.newEmail}
      />
      <TextField
        id={emailId('currentPassword')}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={state.fields?.currentPassword}
      />
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        Send the confirmation link
      </button>
      <FormMessage state={state} />
    </form>
  )
}
