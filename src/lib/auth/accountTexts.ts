/**
 * The editable texts of the account pages (login, register, email confirmation, password reset, My Account,
 * logout modal). The defaults are the global's field defaults and also what a page shows when an editor
 * empties a field, so a page never loses a heading or a button label. The logout modal's are SPEC §2's words.
 */
export const ACCOUNT_TEXT_DEFAULTS = {
  loginHeading: 'Login',
  registerHeading: 'Register your library',
  registeredHeading: 'Check your email',
  registeredText:
    'We sent a link to {email}. Follow it to confirm your address, then log in. The email may take a minute to arrive; look in your spam folder too.',
  verifiedText: 'Your email address is confirmed. You can now log in.',
  verificationFailedText:
    'This confirmation link has expired or was already used. If you have not confirmed yet, send a new link.',
  resetHeading: 'Forgot your password?',
  resetIntro:
    'Enter the email you registered with. If it has an account, we send it a link to set a new password. The link works once, within one hour.',
  resetSentText:
    'If this address has an account, we have sent it a link to set a new password. The link works once, within one hour.',
  submitPasswordHeading: 'Set a new password',
  submitPasswordIntro: 'Choose a new password. Every device still logged in to your account will be logged out.',
  submitPasswordSuccess: 'Your new password is set. Please log in with it.',
  accountHeading: 'My Account',
  accountIntro: 'Your library type and Poulin Project status are set by our staff: write to us to change them.',
  poBoxHint: 'Books ship by FedEx Ground, which does not deliver to PO boxes.',
  logoutTitle: 'Logout of your account',
  logoutText: 'In order to complete this action, you must be logged out.',
  logoutButton: 'Logout',
} as const

export type AccountTextKey = keyof typeof ACCOUNT_TEXT_DEFAULTS
export type AccountTexts = Record<AccountTextKey, string>

/** The global's values with every empty or missing one replaced by its default. */
export function resolveAccountTexts(
  stored: Partial<Record<AccountTextKey, string | null>> | null | undefined,
): AccountTexts {
  const texts = { ...ACCOUNT_TEXT_DEFAULTS } as AccountTexts
  for (const key of Object.keys(ACCOUNT_TEXT_DEFAULTS) as AccountTextKey[]) {
    const value = stored?.[key]?.trim()
    if (value) texts[key] = value
  }
  return texts
}

/** Only the named texts, for a client component's props. */
export const pickAccountTexts = <K extends AccountTextKey>(texts: AccountTexts, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<AccountTexts, K>

/**
 * Splits a text around its `{email}` placeholder so the address can be shown in bold; a text without
 * the placeholder (an editor removed it) is shown as is.
 */
export function splitEmailPlaceholder(text: string): { before: string; after: string } | null {
  const at = text.indexOf('{email}')
  if (at < 0) return null
  return { before: text.slice(0, at), after: text.slice(at + '{email}'.length) }
}

/** The register call to action's words when the global leaves them empty (SPEC §3 register CTA). */
const REGISTER_CTA_DEFAULTS = { question: 'Not registered yet?', button: 'Register your library' } as const

export const resolveRegisterCta = (
  stored: { question?: string | null; button?: string | null } | null | undefined,
) => ({
  question: stored?.question?.trim() || REGISTER_CTA_DEFAULTS.question,
  button: stored?.button?.trim() || REGISTER_CTA_DEFAULTS.button,
})
