/**
 * The editable texts of the account pages (login, register, email confirmation, password reset, My Account,
 * logout modal, the waiting list's button, My Account list and email). The defaults are the global's field defaults and also what a page shows when an editor
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
  mapHeading: 'The public map',
  mapChoiceLabel: 'Show our library on the public map',
  mapChoiceButton: 'Save map choice',
  mapShownMessage: 'Your library is shown on the public map.',
  mapHiddenMessage: 'Your library is not shown on the public map.',
  waitButton: 'Tell me when it\u2019s back',
  waitJoinedMessage: 'You are on the waiting list: we will email you when this book is back in stock.',
  waitUndoButton: 'Undo',
  waitLeftMessage: 'You are no longer on the waiting list for this book.',
  waitingHeading: 'Books you are waiting for',
  waitingIntro:
    'We email you once when one of these books is back in stock. A wait ends when you order the book, or after {days} days.',
  waitingEmpty:
    'You are not waiting for any book. On a book that is out of stock, press \u201cTell me when it\u2019s back\u201d.',
  waitLeaveButton: 'Leave',
  waitingSince: 'Since {date}',
  waitEmailSubject: '\u201c{title}\u201d is back in the Library Program',
  waitEmailBody:
    'Good news: \u201c{title}\u201d, a book your library asked us to tell you about, is back in stock. Copies go to the libraries that order first.',
  waitEmailLink: 'See the book and order it',
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

/** The texts My Account's own sections show (the waiting list's are its section's: WAITING_LIST_TEXT_KEYS). */
export const MY_ACCOUNT_TEXT_KEYS = [
  'accountIntro',
  'poBoxHint',
  'mapHeading',
  'mapChoiceLabel',
  'mapChoiceButton',
] as const
export type MyAccountTextKey = (typeof MY_ACCOUNT_TEXT_KEYS)[number]

/** My Account's waiting-list section. */
export const WAITING_LIST_TEXT_KEYS = [
  'waitingHeading',
  'waitingIntro',
  'waitingEmpty',
  'waitLeaveButton',
  'waitingSince',
] as const

/** The book page's 'Tell me when it's back'. */
export const WAIT_BUTTON_TEXT_KEYS = ['waitButton', 'waitJoinedMessage', 'waitUndoButton'] as const

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
