import {
  LinkJSXConverter,
  RichText as LexicalRichText,
  type JSXConverters,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { RichTextDocument } from '@/lib/content/richText'

/** A richText field's value, possibly empty. */
export type RichTextData = RichTextDocument | null | undefined

type LinkedDoc = { relationTo?: string; value?: unknown }

/** Internal links (to a document) become the site path of that document. */
function internalDocToHref({ linkNode }: { linkNode: { fields: { doc?: LinkedDoc | null } } }): string {
  const doc = linkNode.fields.doc
  const value = doc?.value as { slug?: string } | undefined
  if (!doc?.relationTo || !value?.slug) return '/'
  const base: Record<string, string> = {
    news: '/news',
    editions: '/editions',
    guides: '/resources/guides',
    notes: '/resources/notes',
    books: '/press',
  }
  return `${base[doc.relationTo] ?? ''}/${value.slug}`
}

const siteConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
})

/**
 * Renders a Payload rich-text (Lexical) value. Shared by every area of the site; pass `converters`
 * to override how particular nodes render (they are merged over the site's defaults).
 */
export function RichText({
  data,
  className,
  converters,
}: {
  data: RichTextData
  className?: string
  converters?: JSXConvertersFunction
}) {
  if (!data?.root?.children?.length) return null
  return (
    <LexicalRichText
      data={data as unknown as SerializedEditorState}
      className={className}
      disableIndent
      converters={(args) => {
        const base = siteConverters(args) as JSXConverters
        return converters ? converters({ defaultConverters: base as never }) : base
      }}
    />
  )
}
