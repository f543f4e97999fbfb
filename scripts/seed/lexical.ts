/**
 * Small builders for Lexical rich text (the JSON Payload's lexical editor stores).
 * Text may hold inline links written as [words](https://…): they become link nodes.
 */
type Node = Record<string, unknown>

export type RichText = { root: Node }

const FORMAT = { bold: 1, italic: 2, underline: 8 } as const

export const text = (value: string, format: number = 0): Node => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
})

export const bold = (value: string): Node => text(value, FORMAT.bold)

const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

/** A link node. `underline` marks it the way editors underline call-to-action words. */
export const link = (label: string, url: string, options: { underline?: boolean; newTab?: boolean } = {}): Node =>
  block('link', [text(label, options.underline ? FORMAT.underline : 0)], {
    version: 3,
    fields: { linkType: 'custom', url, newTab: options.newTab ?? /^https?:/.test(url) },
  })

const INLINE_LINK = /\[([^\]]+)\]\(([^)]+)\)/g

/** Plain text with [label](url) links turned into link nodes. */
function inline(value: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of value.matchAll(INLINE_LINK)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)))
    nodes.push(link(match[1], match[2]))
    last = match.index + match[0].length
  }
  if (last < value.length) nodes.push(text(value.slice(last)))
  return nodes
}

export const paragraph = (...children: Array<string | Node>): Node =>
  block(
    'paragraph',
    children.flatMap((child) => (typeof child === 'string' ? inline(child) : [child])),
    { textFormat: 0, textStyle: '' },
  )

export const heading = (value: string, tag: 'h2' | 'h3' | 'h4' = 'h2'): Node => block('heading', inline(value), { tag })

export const list = (items: string[], ordered = false): Node =>
  block(
    'list',
    items.map((item, index) => block('listitem', inline(item), { value: index + 1 })),
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )

export const quote = (value: string): Node => block('quote', inline(value))

/** A whole document. Strings become paragraphs. */
export const richText = (...children: Array<string | Node>): RichText => ({
  root: block(
    'root',
    children.map((child) => (typeof child === 'string' ? paragraph(child) : child)),
  ),
})

