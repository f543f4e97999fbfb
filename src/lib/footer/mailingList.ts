/**
 * Mailing-list sign-up (SPEC §4): the sign-up iframes stay hidden until the visitor clicks an underlined
 * link in the call-to-action text; when the text has no such link they show at once. Pure.
 */

/** The built-in sign-up form's address: a mailing list's iframe may point here (the seeded default list does). */
export const LOCAL_SIGNUP_PATH = '/mailing-list/signup'

/** Lexical's text format bit for underline. */
const LEXICAL_UNDERLINE = 8

type LexicalNode = { type?: string; format?: unknown; children?: LexicalNode[] }

export const isUnderlinedText = (node: LexicalNode): boolean =>
  node.type === 'text' && typeof node.format === 'number' && (node.format & LEXICAL_UNDERLINE) !== 0

/** True when the node or any descendant is underlined text: the words that open the sign-up forms. */
export function containsUnderline(node: LexicalNode | null | undefined): boolean {
  if (!node) return false
  if (isUnderlinedText(node)) return true
  return (node.children ?? []).some(containsUnderline)
}

export type MailingListMode = 'revealOnClick' | 'showAtOnce'

export function mailingListMode(cta: { root?: LexicalNode } | null | undefined): MailingListMode {
  return containsUnderline(cta?.root) ? 'revealOnClick' : 'showAtOnce'
}

/** Whether the iframes are visible now. */
export function areMailingListsVisible(mode: MailingListMode, revealed: boolean): boolean {
  return mode === 'showAtOnce' || revealed
}
