'use client'

import { useActionState, useEffect, type ReactNode } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { register } from '@/lib/auth/accountActions'
import type { RegisterOptions } from '@/lib/auth/registrationOptions'
import { splitEmailPlaceholder, type AccountTexts } from '@/lib/auth/accountTexts'
import { IDLE, sentText } from '@/lib/forms/formState'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { Field, TextField } from './Fields'
import { sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'
import { ResendVerification } from './ResendVerification'

/** Field names in page order, for the error summary. */
const ORDER = [
  'firstName',
  'lastName',
  'email',
  'secondaryEmail',
  'password',
  'confirmPassword',
  'library',
  'address',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
  'population',
  'numberServes',
  'numberBenefit',
  'libraryType',
  'libraryCommunity',
] as const

const idFor = (name: string) => `register-${name}`

type FieldName = (typeof ORDER)[number]

/** SPEC §3 Registration input, sent to the `register` server action, which checks it; 'check your email' afterwards. */
export function RegisterForm({
  libraryTypes,
  communities,
  texts,
  stateOptions,
}: RegisterOptions & {
  texts: Pick<AccountTexts, 'registeredHeading' | 'registeredText' | 'poBoxHint'>
  /** The state select's options, rendered by the page on the server (<UsStateOptions />). */
  stateOptions: ReactNode
}) {
  const [state, action, pending] = useActionState(register, IDLE)
  const form = useFocusOnErrorSummary(state, ORDER)
  const registeredEmail = state.status === 'success' ? state.email : undefined
  // 'Check your email' replaces a long form: the visitor is taken to its top.
  useEffect(() => {
    if (registeredEmail) window.scrollTo(0, 0)
  }, [registeredEmail])

  if (registeredEmail) {
    return (
      <div className="form-stack" role="status">
        <h2>{texts.registeredHeading}</h2>
        <RegisteredText text={texts.registeredText} email={registeredEmail} />
        <ResendVerification email={registeredEmail} />
        <p>
          <SiteLink href="/login">Go to login</SiteLink>
        </p>
      </div>
    )
  }

  const error = (name: FieldName) => state.fields?.[name]
  // What the form sent, shown again after a refusal (React empties a form once its action has answered).
  const sent = (name: FieldName) => sentText(state, name)
  // A select takes a new defaultValue only when it is made again (keyed by the answer).
  const chosenCommunities = new Set([state.values?.libraryCommunity ?? []].flat())
  return (
    <form
      ref={form}
      action={action}
      onSubmit={sendKeepingEntries(action)}
      className="form-stack"
      noValidate
      aria-describedby="register-required"
    >
      <p id="register-required" className="field__hint">
        Every field is required unless it says optional.
      </p>
      <ErrorSummary fields={state.fields} order={ORDER} idFor={idFor} formError={state.message} />
      <fieldset className="form-stack">
        <legend className="field__label">You</legend>
        <div className="field-row">
          <TextField
            id={idFor('firstName')}
            label="First name"
            autoComplete="given-name"
            error={error('firstName')}
            name="firstName"
            defaultValue={sent('firstName')}
          />
          <TextField
            id={idFor('lastName')}
            label="Last name"
            autoComplete="family-name"
            error={error('lastName')}
            name="lastName"
            defaultValue={sent('lastName')}
          />
        </div>
        <TextField
          id={idFor('email')}
          label="Email"
          hint="You log in with this address."
          type="email"
          autoComplete="email"
          error={error('email')}
          name="email"
          defaultValue={sent('email')}
        />
        <TextField
          id={idFor('secondaryEmail')}
          label="Secondary email (optional)"
          type="email"
          required={false}
          error={error('secondaryEmail')}
          name="secondaryEmail"
          defaultValue={sent('secondaryEmail')}
        />
        <TextField
          id={idFor('password')}
          label="Password"
          hint="At least 8 characters; not a common password and not your email. A few unrelated words work well."
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={128}
          error={error('password')}
          name="password"
        />
        <TextField
          id={idFor('confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={error('confirmPassword')}
          name="confirmPassword"
        />
      </fieldset>
      <fieldset className="form-stack">
        <legend className="field__label">Your library</legend>
        <TextField
          id={idFor('library')}
          label="Library name"
          autoComplete="organization"
          error={error('library')}
          name="library"
          defaultValue={sent('library')}
        />
        <TextField
          id={idFor('address')}
          label="Street address"
          hint={texts.poBoxHint}
          autoComplete="street-address"
          error={error('address')}
          name="address"
          defaultValue={sent('address')}
        />
        <div className="field-row">
          <TextField
            id={idFor('city')}
            label="City"
            autoComplete="address-level2"
            error={error('city')}
            name="city"
            defaultValue={sent('city')}
          />
          <Field id={idFor('state')} label="State" error={error('state')}>
            {(aria) => (
              <select
                key={state.answer}
                className="input"
                name="state"
                autoComplete="address-level1"
                defaultValue={sent('state')}
                {...aria}
              >
                {stateOptions}
              </select>
            )}
          </Field>
          <TextField
            id={idFor('zipCode')}
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            error={error('zipCode')}
            name="zipCode"
            defaultValue={sent('zipCode')}
          />
        </div>
        <TextField
          id={idFor('phoneNumber')}
          label="Phone number"
          hint="10 digits, e.g. (518) 555-0117."
          type="tel"
          autoComplete="tel-national"
          error={error('phoneNumber')}
          name="phoneNumber"
          defaultValue={sent('phoneNumber')}
        />
        <TextField
          id={idFor('population')}
          label="Population of your service area"
          inputMode="numeric"
          error={error('population')}
          name="population"
          defaultValue={sent('population')}
        />
        <TextField
          id={idFor('numberServes')}
          label="People your library serves"
          inputMode="numeric"
          error={error('numberServes')}
          name="numberServes"
          defaultValue={sent('numberServes')}
        />
        <TextField
          id={idFor('numberBenefit')}
          label="People who will benefit from the books"
          inputMode="numeric"
          error={error('numberBenefit')}
          name="numberBenefit"
          defaultValue={sent('numberBenefit')}
        />
        <Field
          id={idFor('libraryType')}
          label="Library type"
          hint="The type sets how many books one order may hold."
          error={error('libraryType')}
        >
          {(aria) => (
            <select
              key={state.answer}
              className="input"
              name="libraryType"
              defaultValue={sent('libraryType')}
              {...aria}
            >
              <option value="">Choose…</option>
              {libraryTypes.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.title} (up to {type.bookLimit} books per order)
                </option>
              ))}
            </select>
          )}
        </Field>
        {communities.length > 0 && (
          <fieldset
            className="field"
            aria-describedby={error('libraryCommunity') ? `${idFor('libraryCommunity')}-error` : undefined}
          >
            <legend className="field__label" id={idFor('libraryCommunity')}>
              Communities your library serves (optional, choose any)
            </legend>
            {communities.map((community) => (
              <label key={community.id} className="checkbox">
                <input
                  type="checkbox"
                  name="libraryCommunity"
                  value={String(community.id)}
                  defaultChecked={chosenCommunities.has(String(community.id))}
                />{' '}
                {community.title}
              </label>
            ))}
            {error('libraryCommunity') && (
              <p className="field__error" id={`${idFor('libraryCommunity')}-error`}>
                {error('libraryCommunity')}
              </p>
            )}
          </fieldset>
        )}
        <label className="checkbox">
          <input type="checkbox" name="poulinProject" defaultChecked={sentText(state, 'poulinProject') === 'on'} /> My
          library takes part in the Poulin Project (optional)
        </label>
      </fieldset>
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {pending ? 'Registering…' : 'Register'}
      </button>
      <p>
        Already registered? <SiteLink href="/login">Log in</SiteLink>
      </p>
    </form>
  )
}

/** The editor's 'check your email' text with the entered address in bold where it says {email}. */
function RegisteredText({ text, email }: { text: string; email: string }) {
  const parts = splitEmailPlaceholder(text)
  if (!parts) return <p>{text}</p>
  return (
    <p>
      {parts.before}
      <strong>{email}</strong>
      {parts.after}
    </p>
  )
}
