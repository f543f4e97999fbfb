type LexicalNode = { text?: unknown; children?: unknown; type?: unknown }

/** The words of a Lexical rich-text value, paragraphs separated by blank space. */
export function lexicalToPlainText(value: unknown, maxLength = 4000): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as LexicalNode
    if (typeof n.text === 'string') parts.push(n.text)
    if (Array.isArray(n.children)) {
      n.children.forEach(walk)
      if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'listitem') parts.push(' ')
    }
  }
  walk((value as { root?: unknown } | null)?.root ?? value)
  return parts.join('').replace(/\s+/g, ' ').trim().slice(0, maxLength)
}
