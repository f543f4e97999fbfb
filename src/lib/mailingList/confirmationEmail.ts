import type { EmailMessage } from '../email'
import { emailBody, type EmailParagraph } from '../email/paragraphs'
import { CONFIRMATION_LINK_DAYS } from './confirmationToken'

/**
 * The mailing-list confirmation email (double opt-in): sent on every sign-up, new or known address alike, and
 * carrying only the organisation's words and the link. Pure: the caller signs the token.
 */

/** The page a confirmation link opens; it confirms with a button, so a link scanner's visit adds no one. */
const CONFIRMATION_PATH = '/mailing-list/confirm'

export const confirmationLink = (siteUrl: string, token: string) =>
  `${siteUrl}${CONFIRMATION_PATH}?token=${encodeURIComponent(token)}`

/** The button and what it is for: also in the book-donation confirmation of a donor who ticked “subscribe”. */
export const confirmationParagraphs = (link: string): EmailParagraph[] => [
  { href: link, label: 'Confirm my subscription' },
  `This link works for ${CONFIRMATION_LINK_DAYS} days. Until you follow it, your address is not on the list.`,
]

export function mailingListConfirmationEmail(email: string, link: string): EmailMessage {
  return {
    to: [email],
    subject: 'Confirm your subscription to the A.R.T. mailing list',
    ...emailBody([
      'Hello,',
      'Someone (hopefully you) asked to add this address to the A.R.T. mailing list. Please confirm to finish:',
      ...confirmationParagraphs(link),
      'If you did not ask to join, you can ignore this email: your address will not be added.',
      'A.R.T.',
    ]),
  }
}
