import { orgInboxEmail, type EmailMessage } from '../email'
import { escapeHtml } from '../email/html'
import { emailBody } from '../email/paragraphs'
import { confirmationParagraphs } from '../mailingList/confirmationEmail'
import type { BookDonationRequest } from '../../payload-types'
import { BOOK_DONATION_SUBJECT, bookDonationText } from './bookDonationSchema'

/**
 * The two emails of a book donation offer (issue 28). What the visitor wrote goes only to the organisation
 * inbox configured on the server (ORG_INBOX_EMAIL); the address the visitor typed gets the organisation's
 * own words, greeting them by name, so the form cannot carry anyone's text to anyone's inbox.
 */

type Env = Record<string, string | undefined>
type Offer = Pick<BookDonationRequest, 'name' | 'email' | 'institution' | 'materials'>

/**
 * The offer for staff: the form's fields, escaped in the HTML, answerable to the donor. A SendGrid template
 * (SENDGRID_BOOK_DONATION_TEMPLATE_ID) gets the fields as its data; it only ever reaches the organisation.
 */
export function organisationCopy(offer: Offer, env: Env = process.env): EmailMessage {
  const fields = {
    name: offer.name,
    email: offer.email,
    institution: offer.institution,
    materials: offer.materials ?? '',
  }
  const text = bookDonationText(fields)
  return {
    to: [orgInboxEmail(env)],
    replyTo: offer.email,
    subject: BOOK_DONATION_SUBJECT,
    text,
    html: `<p>A book donation offer came in through the site's form:</p><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    templateId: env.SENDGRID_BOOK_DONATION_TEMPLATE_ID || undefined,
    dynamicTemplateData: fields,
  }
}

/**
 * The donor's confirmation. `subscribeLink`: the mailing-list confirmation link of a donor who ticked
 * “subscribe”, who joins the list only by following it.
 */
export function donorConfirmation(offer: Pick<Offer, 'name' | 'email'>, subscribeLink: string | null): EmailMessage {
  return {
    to: [offer.email],
    subject: 'Thank you for your book donation offer',
    ...emailBody([
      `Hello ${offer.name},`,
      'Thank you for offering to donate books to A.R.T. We have received your offer and will be in touch about the next steps.',
      ...(subscribeLink
        ? [
            'You also asked to join our mailing list. Please confirm your address to finish:',
            ...confirmationParagraphs(subscribeLink),
          ]
        : []),
      'If you did not send this offer, you can ignore this email.',
      'A.R.T.',
    ]),
  }
}
