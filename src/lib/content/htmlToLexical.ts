/**
 * Converts the small HTML staff used to type into donation texts (paragraphs, bold, italic, underline, links,
 * line breaks, list items) into the Lexical JSON a Payload rich text field stores. Used once, by the migration
 * that made those fields rich text (src/migrations/…_donation_texts_rich.ts).
 *
 * Payload's own convertHTMLToLexical needs a browser DOM (it takes a JSDOM constructor), which the project does
 * not depend on; these texts never held more than the tags below. Any other tag is dropped and its text kept,
 * so no words are lost; the markup is never rendered as HTML again.
 */

/** Lexical's text format bits (lexical's TEXT_TYPE_TO_FORMAT). */
const FORMAT = { bold: 1, italic: 2, underline: 8 } as const

const INLINE_FORMAT: Record<string, number> = {
  b: FORMAT.bold,
  strong: FORMAT.bold,
  i: FORMAT.italic,
  em: FORMAT.italic,
  u: FORMAT.underline,
}

/** Tags that end one paragraph and start the next. */
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'])

/** Only these link targets survive; anything else (javascript:, data:) keeps its text without the link. */
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type LineBreakNode = { type: 'linebreak'; version: 1 }
type LinkNode = {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 3
}
type InlineNode = TextNode | LineBreakNode | LinkNode
type ParagraphNode = {
  type: 'paragraph'
  children: InlineNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  textFormat: 0
  textStyle: ''
  version: 1
}

export type LexicalDocument = {
  root: { type: 'root'; children: ParagraphNode[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
}

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity
  })

/** An attribute's value from a tag's attribute text (quoted or not). */
function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes)
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim() : null
}

const textNode = (text: string, format: number): TextNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const paragraphNode = (children: InlineNode[]): ParagraphNode => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  version: 1,
})

/** Trims a paragraph's outer whitespace and merges neighbouring texts of the same format. */
function tidy(children: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = []
  for (const node of children) {
    const last = merged.at(-1)
    if (node.type === 'text' && last?.type === 'text' && last.format === node.format) {
      merged[merged.length - 1] = { ...last, text: last.text + node.text }
    } else {
      merged.push(node)
    }
  }
  const first = merged[0]
  if (first?.type === 'text') merged[0] = { ...first, text: first.text.trimStart() }
  const lastIndex = merged.length - 1
  const last = merged[lastIndex]
  if (last?.type === 'text') merged[lastIndex] = { ...last, text: last.text.trimEnd() }
  return merged.filter((node) => node.type !== 'text' || node.text !== '')
}

const hasText = (children: InlineNode[]) =>
  children.some((node) => node.type === 'link' || (node.type === 'text' && node.text.trim() !== ''))

/** The Lexical document for `html`; null when it holds no text. */
export function htmlToLexical(html: string | null | undefined): LexicalDocument | null {
  if (!html?.trim()) return null
  const paragraphs: ParagraphNode[] = []
  let current: InlineNode[] = []
  let link: LinkNode | null = null
  /** Open inline formatting tags, innermost last. */
  const formats: { tag: string; bit: number }[] = []
  const format = () => formats.reduce((bits, open) => bits | open.bit, 0)

  /** Ends the open link; a link without words is dropped. */
  const closeLink = () => {
    if (link?.children.some((child) => child.text.trim() !== '')) current.push(link)
    link = null
  }
  const endParagraph = () => {
    closeLink()
    const children = tidy(current)
    if (hasText(children)) paragraphs.push(paragraphNode(children))
    current = []
  }

  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+|<)/g
  for (const match of html.matchAll(token)) {
    const [, closing, rawTag, attributes = '', text] = match
    if (text !== undefined) {
      const words = decodeEntities(text.replace(/\s+/g, ' '))
      const node = textNode(words, format())
      if (link) link.children.push(node)
      else current.push(node)
      continue
    }
    if (!rawTag) continue // a comment
    const tag = rawTag.toLowerCase()
    if (BLOCK_TAGS.has(tag)) {
      endParagraph()
    } else if (tag === 'br') {
      closeLink()
      current.push({ type: 'linebreak', version: 1 })
    } else if (tag in INLINE_FORMAT) {
      if (closing) {
        const index = formats.map((open) => open.tag).lastIndexOf(tag)
        if (index >= 0) formats.splice(index, 1)
      } else {
        formats.push({ tag, bit: INLINE_FORMAT[tag]! })
      }
    } else if (tag === 'a') {
      closeLink()
      const href = closing ? null : attribute(attributes, 'href')
      if (href && SAFE_URL.test(href)) {
        link = {
          type: 'link',
          fields: { linkType: 'custom', url: href, newTab: attribute(attributes, 'target') === '_blank' },
          children: [],
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 3,
        }
      }
    }
  }
  endParagraph()
  if (paragraphs.length === 0) return null
  return { root: { type: 'root', children: paragraphs, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
