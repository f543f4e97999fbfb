import { escapeHtml } from '../email/html'
import { serverUrl } from '../http/serverUrl'

/**
 * The emails of library accounts: verification (Payload sends it on registration and on resend), password
 * reset (Payload's forgotPassword) and the notice to an existing owner when someone registers their address
 * again. Links lead to the site's own pages, never to the admin.
 */
type Named = { firstName?: string | null; email?: string | null }

const greeting = (user: Named) => `Hello${user.firstName ? ` ${escapeHtml(user.firstName)}` : ''},`

const layout = (paragraphs: string[]) =>
  `<div style="font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#111">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}<p>A.R.T. Library Program</p></div>`

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none">${label}</a><br><span style="font-size:13px">Or open this address: ${escapeHtml(href)}</span>`

const verificationLink = (token: string) => `${serverUrl()}/login/email-verification?token=${encodeURIComponent(token)}`

const resetLink = (token: string, id: number | string) =>
  `${serverUrl()}/login/submit-password?code=${encodeURIComponent(token)}&id=${encodeURIComponent(String(id))}`

export const verificationEmail = {
  subject: 'Confirm your email for the A.R.T. Library Program',
  html: (token: string, user: Named) =>
    layout([
      greeting(user),
      'Thank you for registering your library. Please confirm your email address to finish:',
      button(verificationLink(token), 'Confirm my email'),
      'If you did not register, you can ignore this email.',
    ]),
}

export const resetEmail = {
  subject: 'Set a new password for the A.R.T. Library Program',
  html: (token: string, id: number | string, user: Named) =>
    layout([
      greeting(user),
      'Someone (hopefully you) asked to set a new password for your Library Program account. This link works once, within one hour:',
      button(resetLink(token, id), 'Set a new password'),
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ]),
}

export const alreadyRegisteredEmail = {
  subject: 'You already have an A.R.T. Library Program account',
  html: (user: Named) =>
    layout([
      greeting(user),
      'Someone just tried to register a new Library Program account with this email address, which already has an account. Nothing was changed.',
      `If it was you, log in instead, or set a new password if you have forgotten it:`,
      button(`${serverUrl()}/login/reset`, 'Set a new password'),
      'If it was not you, you can ignore this email.',
    ]),
}

const emailChangeLink = (token: string) => `${serverUrl()}/login/confirm-email?token=${encodeURIComponent(token)}`

/** To the new address: the link that makes it the account's email. */
export const confirmEmailChangeEmail = {
  subject: 'Confirm the new email address of your A.R.T. Library Program account',
  html: (token: string, user: Named, hours: number) =>
    layout([
      greeting(user),
      'You asked to use this address for your Library Program account. Please confirm it: until then, the account keeps its current address.',
      button(emailChangeLink(token), 'Confirm my new email'),
      `The link works within ${hours} hours. If you did not ask for this, ignore this email: nothing changes.`,
    ]),
}

/** To the new address when it already has an account: nothing can change, and the link would not work. */
export const emailTakenEmail = {
  subject: 'This address already has an A.R.T. Library Program account',
  html: () =>
    layout([
      'Hello,',
      'Someone asked to move a Library Program account to this email address, which already has an account of its own. Nothing was changed.',
      'If it was you, log in with this address instead, or contact us to merge the two accounts.',
    ]),
}

/** To the current address: a change was asked for, and what to do if it was not the owner. */
export const emailChangeRequestedEmail = {
  subject: 'A change of email was asked for your A.R.T. Library Program account',
  html: (user: Named, to: string) =>
    layout([
      greeting(user),
      `Someone logged in to your Library Program account asked to change its email address to ${escapeHtml(to)}. The change happens only when it is confirmed from that address.`,
      'If it was not you, set a new password now: it ends every other session.',
      button(`${serverUrl()}/login/reset`, 'Set a new password'),
    ]),
}
