'use client'

import { useState, type ReactNode } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { parseForm, passwordChecks, type RulesOutput } from '@/lib/auth/accountRules'
import { splitEmailPlaceholder, type AccountTexts } from '@/lib/auth/accountTexts'
import type { registrationRules } from '@/lib/auth/registrationRules'

import { loadCommonPasswordCheck, useAccountForm } from './accountForm'
import { ErrorSummary, Field, TextField } from './Fields'
import { postAccount } from './postAccount'
import { ResendVerification } from './ResendVerification'

export type RegisterOptions = {
  libraryTypes: Array<{ id: number; title: string; bookLimit: number }>
  communities: Array<{ id: number; title: string }>
}

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

type Registration = RulesOutput<ReturnType<typeof registrationRules>>
type FieldName = (typeof ORDER)[number]

/**
 * The server's rules, loaded with the first check rather than with the page (so is the common-password list,
 * once there is a password). Should loading fail, the form is sent as it is: the server checks it and
 * answers a message per field.
 */
const validate = async (values: Record<string, unknown>) => {
  const [rules, isCommon] = await Promise.all([
    import('@/lib/auth/registrationRules').catch(() => null),
    values.password ? loadCommonPasswordCheck() : () => false,
  ])
  if (!rules) return { data: values as Registration }
  return parseForm(rules.registrationRules(isCommon), values, passwordChecks())
}

/** SPEC §3 Registration input, checked by the rules the server applies; 'check your email' afterwards. */
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
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, setError, resetField, errors, isSubmitting, submitCount } = useAccountForm(validate)

  const onSubmit = async (data: Registration) => {
    setFormError(null)
    const { status, answer } = await postAccount('register', data)
    if (status === 200) {
      setRegisteredEmail(data.email)
      window.scrollTo(0, 0)
      return
    }
    for (const [name, message] of Object.entries(answer.fields ?? {})) setError(name, message)
    setFormError(answer.fields ? null : (answer.error ?? null))
    resetField('password')
    resetField('confirmPassword')
  }

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

  const error = (name: FieldName) => errors[name]?.message
  return (
    <form method="post" className="form-stack" noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby="register-required">
      <p id="register-required" className="field__hint">
        Every field is required unless it says optional.
      </p>
      {submitCount > 0 && <ErrorSummary errors={errors} order={ORDER} idFor={idFor} formError={formError} />}
      <fieldset className="form-stack">
        <legend className="field__label">You</legend>
        <div className="field-row">
          <TextField
            id={idFor('firstName')}
            label="First name"
            autoComplete="given-name"
            error={error('firstName')}
            registration={register('firstName')}
          />
          <TextField
            id={idFor('lastName')}
            label="Last name"
            autoComplete="family-name"
            error={error('lastName')}
            registration={register('lastName')}
          />
        </div>
        <TextField
          id={idFor('email')}
          label="Email"
          hint="You log in with this address."
          type="email"
          autoComplete="email"
          error={error('email')}
          registration={register('email')}
        />
        <TextField
          id={idFor('secondaryEmail')}
          label="Secondary email (optional)"
          type="email"
          error={error('secondaryEmail')}
          registration={register('secondaryEmail')}
        />
        <TextField
          id={idFor('password')}
          label="Password"
          hint="At least 8 characters; not a common password and not your email. A few unrelated words work well."
          type="password"
          autoComplete="new-password"
          error={error('password')}
          registration={register('password')}
        />
        <TextField
          id={idFor('confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={error('confirmPassword')}
          registration={register('confirmPassword')}
        />
      </fieldset>
      <fieldset className="form-stack">
        <legend className="field__label">Your library</legend>
        <TextField
          id={idFor('library')}
          label="Library name"
          autoComplete="organization"
          error={error('library')}
          registration={register('library')}
        />
        <TextField
          id={idFor('address')}
          label="Street address"
          hint={texts.poBoxHint}
          autoComplete="street-address"
          error={error('address')}
          registration={register('address')}
        />
        <div className="field-row">
          <TextField
            id={idFor('city')}
            label="City"
            autoComplete="address-level2"
            error={error('city')}
            registration={register('city')}
          />
          <Field id={idFor('state')} label="State" error={error('state')}>
            {(aria) => (
              <select className="input" autoComplete="address-level1" {...aria} {...register('state')}>
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
            registration={register('zipCode')}
          />
        </div>
        <TextField
          id={idFor('phoneNumber')}
          label="Phone number"
          hint="10 digits, e.g. (518) 555-0117."
          type="tel"
          autoComplete="tel-national"
          error={error('phoneNumber')}
          registration={register('phoneNumber')}
        />
        <TextField
          id={idFor('population')}
          label="Population of your service area"
          inputMode="numeric"
          error={error('population')}
          registration={register('population')}
        />
        <TextField
          id={idFor('numberServes')}
          label="People your library serves"
          inputMode="numeric"
          error={error('numberServes')}
          registration={register('numberServes')}
        />
        <TextField
          id={idFor('numberBenefit')}
          label="People who will benefit from the books"
          inputMode="numeric"
          error={error('numberBenefit')}
          registration={register('numberBenefit')}
        />
        <Field
          id={idFor('libraryType')}
          label="Library type"
          hint="The type sets how many books one order may hold."
          error={error('libraryType')}
        >
          {(aria) => (
            <select className="input" {...aria} {...register('libraryType')}>
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
                <input type="checkbox" value={String(community.id)} {...register('libraryCommunity')} />{' '}
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
          <input type="checkbox" {...register('poulinProject')} /> My library takes part in the Poulin Project
          (optional)
        </label>
      </fieldset>
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Registering…' : 'Register'}
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
