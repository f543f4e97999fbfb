'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { formFields, keptValues, type FormState } from '../forms/formState'
import { getSiteSettings } from '../site/globals'
import { runAccountOperation, type AccountResult } from './accountEndpoint'
import { resolveAccountTexts } from './accountTexts'
import type { AccountLimiters } from './rateLimits'
import { jwtCookieSettings } from './authCookie'
import { currentAccount } from './currentAccount'
import { requestEmailChange } from './emailChange'
import { resendVerification } from './emailVerification'
import { loginAccount } from './login'
import { requestPasswordReset, setPasswordFromLink } from './passwordReset'
import { accountRateLimits } from './rateLimits'
import { registerAccount } from './register'
import {
  changeEmailSchema,
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  mapChoiceSchema,
  profileSchema,
  registrationSchema,
  setPasswordSchema,
} from './registrationSchema'
import { safeReturnPath } from './safeReturnPath'
import { changePassword, updateMapChoice, updateViewer } from './viewer'

/**
 * The account forms' server actions (`<form action>` with React's useActionState): each takes the posted
 * form, runs the account operation its /api/account endpoint runs (runAccountOperation: rate limits, the
 * form's zod schema, the operation), and answers a FormState with the SPEC's texts and a message per field.
 * They work before hydration as plain POSTs: the page is then rendered again with the answer. Next refuses
 * an action whose Origin is not the site's, and server/crossSiteRequest.mjs refuses a cross-site POST first.
 */

type Operation<Schema extends z.ZodType> = {
  schema: Schema
  limiters: AccountLimiters
  run: (payload: Payload, data: z.output<Schema>, headers: Headers) => Promise<AccountResult>
  name: string
}

async function answer<Schema extends z.ZodType>(
  previous: FormState,
  fields: Record<string, unknown>,
  operation: Operation<Schema>,
): Promise<{ result: AccountResult; state: Omit<FormState, 'status'> }> {
  const requestHeaders = await headers()
  const result = await runAccountOperation(requestHeaders, fields, {
    ...operation,
    run: (payload, data) => operation.run(payload, data, requestHeaders),
  })
  return { result, state: { answer: (previous.answer ?? 0) + 1 } }
}

/** The operation's refusal: its message per field, or its one message when no field is named. */
function refusal(result: AccountResult, state: Omit<FormState, 'status'>, values: FormState['values']): FormState {
  const body = result.body as { error?: string; fields?: Record<string, string> }
  return {
    ...state,
    status: 'failure',
    ...(body.fields ? { fields: body.fields } : { message: body.error ?? 'Something went wrong. Please try again.' }),
    values,
  }
}

const success = (result: AccountResult, state: Omit<FormState, 'status'>): FormState => ({
  ...state,
  status: 'success',
  message: typeof result.body.message === 'string' ? result.body.message : undefined,
})

/**
 * A value of the page's query string: the form's hidden field holds it once the page's script runs; a form
 * sent before that is read from the Referer, the page the browser posted from.
 */
function pageQueryValue(fields: Record<string, unknown>, requestHeaders: Headers, name: string): string | null {
  const sent = fields[name]
  if (typeof sent === 'string' && sent) return sent
  try {
    return new URL(requestHeaders.get('referer') ?? '').searchParams.get(name)
  } catch {
    return null
  }
}

/** Whether the form was sent by the page's script (its `script` field), not by the browser before hydration. */
const sentByScript = (fields: Record<string, unknown>) => fields.script === '1'

const notLoggedIn: AccountResult = { status: 401, body: { error: 'Please log in again.' } }

/** SPEC §7 authenticate: sets the `jwt` cookie; the browser then loads `?next=` (a path on this site). */
export async function logIn(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData)
  const { result, state } = await answer(previous, fields, {
    schema: loginSchema,
    limiters: accountRateLimits.login,
    run: loginAccount,
    name: 'login',
  })
  const values = keptValues(fields, ['email'])
  if (result.status !== 200) {
    const unverified = result.body.unverified === true
    return { ...refusal(result, state, values), ...(unverified ? { unverified, email: String(fields.email) } : {}) }
  }
  const { jwt, jwtExpiresAt } = result.body as { jwt: string; jwtExpiresAt: number }
  ;(await cookies()).set(jwtCookieSettings(jwt, Math.floor((jwtExpiresAt - Date.now()) / 1000)))
  const next = safeReturnPath(pageQueryValue(fields, await headers(), 'next'))
  // The page's script loads the next page itself (a full load: every provider starts from the new session).
  if (!sentByScript(fields)) redirect(next)
  return { ...state, status: 'success', next }
}

const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
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
  'libraryType',
  'libraryCommunity',
  'poulinProject',
] as const

/** SPEC §7 register: the same answer for a new and an already registered email ('check your email'). */
export async function register(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData, { lists: ['libraryCommunity'], flags: ['poulinProject'] })
  const { result, state } = await answer(previous, fields, {
    schema: registrationSchema,
    limiters: accountRateLimits.register,
    run: registerAccount,
    name: 'register',
  })
  if (result.status !== 200) return refusal(result, state, keptValues(fields, REGISTRATION_FIELDS))
  const { user } = result.body as { user: { email: string } }
  return { ...success(result, state), email: user.email }
}

/** SPEC §7 forgottenPassword: the same answer for known and unknown addresses. */
export async function askForPasswordReset(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData)
  const { result, state } = await answer(previous, fields, {
    schema: emailOnlySchema,
    limiters: accountRateLimits.forgotPassword,
    run: (payload, { email }) => requestPasswordReset(payload, email),
    name: 'forgot-password',
  })
  return result.status === 200 ? success(result, state) : refusal(result, state, keptValues(fields, ['email']))
}

/** Sends the confirmation link again; the answer never says whether the account exists. */
export async function askForVerificationLink(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData)
  const { result, state } = await answer(previous, fields, {
    schema: emailOnlySchema,
    limiters: accountRateLimits.resendVerification,
    run: (payload, { email }) => resendVerification(payload, email),
    name: 'resend-verification',
  })
  return result.status === 200 ? success(result, state) : refusal(result, state, keptValues(fields, ['email']))
}

/** SPEC §7 setPassword(password, code, id): the code and id are the reset link's query. */
export async function setPassword(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData)
  const requestHeaders = await headers()
  const link = {
    code: pageQueryValue(fields, requestHeaders, 'code') ?? '',
    id: pageQueryValue(fields, requestHeaders, 'id') ?? '',
  }
  const { result, state } = await answer(
    previous,
    { ...fields, ...link },
    {
      schema: setPasswordSchema,
      limiters: accountRateLimits.setPassword,
      run: setPasswordFromLink,
      name: 'set-password',
    },
  )
  if (result.status === 200) return success(result, state)
  return { ...refusal(result, state, {}), ...(result.body.expired === true ? { expired: true } : {}) }
}

const PROFILE_FIELDS = REGISTRATION_FIELDS.filter((name) => !['email', 'libraryType', 'poulinProject'].includes(name))

/** SPEC §7 updateViewer: the logged-in account's own profile. */
export async function updateProfile(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData, { lists: ['libraryCommunity'] })
  const { result, state } = await answer(previous, fields, {
    schema: profileSchema,
    limiters: accountRateLimits.profile,
    run: async (payload, data, requestHeaders) => {
      const account = await currentAccount(payload, requestHeaders)
      return account ? updateViewer(payload, account, data) : notLoggedIn
    },
    name: 'profile',
  })
  const values = keptValues(fields, PROFILE_FIELDS)
  // Kept on success too: the form shows what is now stored until the viewer is asked for again.
  return result.status === 200 ? { ...success(result, state), values } : refusal(result, state, values)
}

/** My Account's 'Show our library on the public map'. */
export async function changeMapChoice(previous: FormState, formData: FormData): Promise<FormState> {
  const { result, state } = await answer(previous, formFields(formData), {
    schema: mapChoiceSchema,
    limiters: accountRateLimits.profile,
    run: async (payload, data, requestHeaders) => {
      const account = await currentAccount(payload, requestHeaders)
      const texts = resolveAccountTexts((await getSiteSettings())?.accountTexts)
      return account ? updateMapChoice(payload, account, data.showOnMap, texts) : notLoggedIn
    },
    name: 'map choice',
  })
  return result.status === 200 ? success(result, state) : refusal(result, state, {})
}

/** SPEC §5/§7 updatePassword(current, new, confirm): other sessions end. */
export async function changeOwnPassword(previous: FormState, formData: FormData): Promise<FormState> {
  const { result, state } = await answer(previous, formFields(formData), {
    schema: changePasswordSchema,
    limiters: accountRateLimits.password,
    run: async (payload, data, requestHeaders) => {
      const account = await currentAccount(payload, requestHeaders)
      return account ? changePassword(payload, account, data) : notLoggedIn
    },
    name: 'password',
  })
  return result.status === 200 ? success(result, state) : refusal(result, state, {})
}

/** My Account's 'Change your email': the confirmation link goes to the new address (issue 28 item 3). */
export async function changeOwnEmail(previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData)
  const { result, state } = await answer(previous, fields, {
    schema: changeEmailSchema,
    limiters: accountRateLimits.email,
    run: async (payload, data, requestHeaders) => {
      const account = await currentAccount(payload, requestHeaders)
      return account ? requestEmailChange(payload, account, data) : notLoggedIn
    },
    name: 'email',
  })
  return result.status === 200 ? success(result, state) : refusal(result, state, keptValues(fields, ['newEmail']))
}
