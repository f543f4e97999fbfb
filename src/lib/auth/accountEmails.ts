import { escapeHtml } from '../email/html'
import { serverUrl } from '../payments/mode'

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

export const verificationLink = (token: string) =>
  `${serverUrl()}/login/email-verification?token=${encodeURIComponent(token)}`

export const resetLink = (token: string, id: number | string) =>
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
