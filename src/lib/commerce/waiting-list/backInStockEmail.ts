import type { EmailMessage } from '../../email'
import { escapeHtml } from '../../email/html'
import { serverUrl } from '../../http/serverUrl'
import { fillWaitText } from './rules'

type Env = Record<string, string | undefined>

export type BackInStockTexts = { waitEmailSubject: string; waitEmailBody: string; waitEmailLink: string }

/** The book's page on the site, absolute (the email is read outside it). */
const bookUrl = (slug: string, env: Env = process.env) =>
  `${serverUrl(env)}/library-program/${encodeURIComponent(slug)}`

/**
 * The one email a waiting library gets when a book is back (to its login email, and its secondary address
 * when it has one): the editable subject and text with the book's title, then the link to the book.
 */
export function backInStockEmail(
  recipient: { email: string; secondaryEmail?: string | null },
  book: { title: string; slug: string },
  texts: BackInStockTexts,
  env: Env = process.env,
): EmailMessage {
  const to = [
    recipient.email,
    ...(recipient.secondaryEmail && recipient.secondaryEmail !== recipient.email ? [recipient.secondaryEmail] : []),
  ]
  const link = bookUrl(book.slug, env)
  const subject = fillWaitText(texts.waitEmailSubject, { title: book.title })
  const body = fillWaitText(texts.waitEmailBody, { title: book.title, link })
  return {
    to,
    subject,
    text: [body, '', `${texts.waitEmailLink}: ${link}`].join('\n'),
    html: [
      ...body.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.waitEmailLink)}</a></p>`,
    ].join(''),
  }
}
