type LexicalNode = { text?: unknown; children?: LexicalNode[]; type?: unknown }

/** Lexical JSON as Payload stores it in a richText field. */
export type RichTextDocument = { root: { children?: unknown[] } & Record<string, unknown> }

/** Nodes that are content without any text of their own. */
const NON_TEXT_CONTENT = new Set(['upload', 'block', 'inlineBlock', 'horizontalrule', 'relationship'])

const hasContent = (node: LexicalNode): boolean =>
  (typeof node.text === 'string' && node.text.trim() !== '') ||
  (typeof node.type === 'string' && NON_TEXT_CONTENT.has(node.type)) ||
  (node.children ?? []).some(hasContent)

/** Whether a rich-text value has anything to show (an emptied editor still stores a root and a paragraph). */
export const hasRichText = (data: unknown): boolean => {
  const root = (data as { root?: LexicalNode } | null | undefined)?.root
  return Boolean(root && hasContent(root))
}
