import { escapeHtml } from './html'

/**
 * A short email written once as paragraphs, each plain text or a link, and sent as both HTML (every text
 * escaped; a line break inside a paragraph stays one) and plain text. The look is the account emails' (src/lib/auth/accountEmails.ts).
 */
export type EmailParagraph = string | { href: string; label: string }

const htmlParagraph = (paragraph: EmailParagraph) =>
  typeof paragraph === 'string'
    ? `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`
    : `<p><a href="${escapeHtml(paragraph.href)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none">${escapeHtml(paragraph.label)}</a><br><span style="font-size:13px">Or open this address: ${escapeHtml(paragraph.href)}</span></p>`

const textParagraph = (paragraph: EmailParagraph) =>
  typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.href}`

export function emailBody(paragraphs: EmailParagraph[]): { html: string; text: string } {
  return {
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#111">${paragraphs.map(htmlParagraph).join('')}</div>`,
    text: paragraphs.map(textParagraph).join('\n\n'),
  }
}
