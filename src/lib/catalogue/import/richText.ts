import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

/**
 * Book descriptions between the spreadsheet and the rich-text field, with Payload's own Markdown converters:
 * plain text is Markdown too (paragraphs split by blank lines). The import compares descriptions as Markdown,
 * the export writes them as Markdown, so a description goes round the two unchanged.
 */
type BookDescription = Parameters<typeof convertLexicalToMarkdown>[0]['data']

const editors = new WeakMap<SanitizedConfig, Promise<SanitizedServerEditorConfig>>()

function editorConfig(config: SanitizedConfig): Promise<SanitizedServerEditorConfig> {
  let editor = editors.get(config)
  if (!editor) {
    editor = editorConfigFactory.default({ config })
    editors.set(config, editor)
  }
  return editor
}

export async function descriptionMarkdown(config: SanitizedConfig, description: unknown): Promise<string> {
  if (!description || typeof description !== 'object') return ''
  const markdown = convertLexicalToMarkdown({
    data: description as BookDescription,
    editorConfig: await editorConfig(config),
  })
  return markdown.trim()
}

export async function descriptionRichText(
  config: SanitizedConfig,
  markdown: string | null,
): Promise<BookDescription | null> {
  if (!markdown) return null
  return convertMarkdownToLexical({ editorConfig: await editorConfig(config), markdown })
}
