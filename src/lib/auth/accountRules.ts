/**
 * The rules and messages of the account forms (login, registration, profile, passwords), as small pure
 * functions that the forms' zod schemas wrap (registrationSchema.ts, through zodRules.ts): the server actions
 * of the forms and the /api/account endpoints validate with those schemas. In the browser only the library
 * order form calls two rules itself (street address and ZIP code, without zod or the password list). This
 * file has the rules of login and passwords; registrationRules.ts those of the registration and profile forms.
 * Messages are written for a librarian filling in the form; every rule is in tests/unit/auth. A rule takes
 * what a form or a JSON body gives (strings from inputs, '' for not filled in) and answers the value to store
 * or the message for that field: the first rule it breaks.
 */
export type Checked<T> = { value: T; error?: undefined } | { error: string; value?: undefined }
export type Rule<T> = (value: unknown) => Checked<T>

/** What a set of rules gives for a whole form: the values to store, or a message per field (in page order). */
export type Parsed<Out> = { data: Out; errors?: undefined } | { errors: Record<string, string>; data?: undefined }
export type RulesOutput<Rules extends Record<string, Rule<unknown>>> = {
  [Key in keyof Rules]: Rules[Key] extends Rule<infer T> ? T : never
}
/** Checks across fields on the values as given: [field, message] pairs, for fields that pass their own rule. */
export type CrossCheck = (values: Record<string, unknown>) => Array<[string, string]>

export const fail = (error: string): Checked<never> => ({ error })

/** Runs every field's rule, then the `cross` checks (a field shows the first message it gets). */
export function parseForm<Rules extends Record<string, Rule<unknown>>>(
  rules: Rules,
  values: Record<string, unknown>,
  cross?: CrossCheck,
): Parsed<RulesOutput<Rules>> {
  const data: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const [name, rule] of Object.entries(rules)) {
    const checked = rule(values[name])
    if (checked.error !== undefined) errors[name] = checked.error
    else data[name] = checked.value
  }
  for (const [name, error] of cross?.(values) ?? []) errors[name] ??= error
  return Object.keys(errors).length ? { errors } : { data: data as RulesOutput<Rules> }
}

const tooLong = (max: number) => `String must contain at most ${max} character(s)`

/** Text that must be filled in (surrounding spaces removed), at most `max` characters; `then` checks it further. */
export const required =
  <T = string>(
    label: string,
    max = Infinity,
    maxMessage = tooLong(max),
    then?: (text: string) => Checked<T>,
  ): Rule<T> =>
  (value) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return fail(`Please enter ${label}.`)
    if (text.length > max) return fail(maxMessage)
    return then ? then(text) : ({ value: text } as Checked<T>)
  }

export const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/** An email address, stored in lower case. */
export const email = required('your email address', 254, 'This email address is too long.', (text) =>
  EMAIL.test(text) ? { value: text.toLowerCase() } : fail('Please enter a valid email address, like name@library.org.'),
)

/* Passwords (ASVS 5.0 V6.2): 8–128 characters, not one of the most common passwords, not the email. */
const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 128

export const passwordMessages = {
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is one of the most common ones and easy to guess. Please choose another.',
  sameAsEmail: 'Your password cannot be your email address.',
  mismatch: 'The two passwords do not match.',
} as const

/** Case-insensitive membership in a list of common passwords ('Password1' is as guessable as 'password1'). */
export const commonPasswordCheck = (list: readonly string[]) => {
  const common = new Set(list)
  return (password: string): boolean => common.has(password.toLowerCase())
}

/**
 * Length and common-list rules of a new password (the email and confirmation rules need the whole form).
 * `isCommon` checks the common list (passwordPolicy.ts, on the server).
 */
export const newPassword =
  (isCommon: (password: string) => boolean): Rule<string> =>
  (value) => {
    if (typeof value !== 'string') return fail('Please enter a password.')
    if (value.length < PASSWORD_MIN_LENGTH) return fail(passwordMessages.tooShort)
    if (value.length > PASSWORD_MAX_LENGTH) return fail(passwordMessages.tooLong)
    return isCommon(value) ? fail(passwordMessages.common) : { value }
  }

/** True when the password is the email (ignoring case and surrounding spaces). */
export const passwordIsEmail = (password: string, email: string | undefined): boolean =>
  !!email && password.trim().toLowerCase() === email.trim().toLowerCase()

/** Any non-empty text (a password as typed, never trimmed), at most `max` characters. */
export const filledIn =
  (message: string, max = Infinity): Rule<string> =>
  (value) =>
    typeof value !== 'string' || !value ? fail(message) : value.length > max ? fail(tooLong(max)) : { value }

/** The password is not the email, and the confirmation repeats the password. */
export const passwordChecks =
  (passwordField = 'password', emailField = 'email'): CrossCheck =>
  (values) => {
    const password = values[passwordField]
    const found: Array<[string, string]> = []
    if (
      typeof password === 'string' &&
      typeof values[emailField] === 'string' &&
      passwordIsEmail(password, values[emailField])
    )
      found.push([passwordField, passwordMessages.sameAsEmail])
    if (values.confirmPassword !== password) found.push(['confirmPassword', passwordMessages.mismatch])
    return found
  }

export const loginRules = {
  email,
  password: filledIn('Please enter your password.', PASSWORD_MAX_LENGTH),
}

export const emailOnlyRules = { email }
