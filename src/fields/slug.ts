import type { CollectionSlug, Field, FieldHook } from 'payload'

import { slugify } from './slugify'

/** How many numbered variants of a derived slug are tried before the database's unique index has the last word. */
const MAX_SUFFIX = 50

/**
 * The first of `base`, `base-2`, `base-3`… that `isTaken` says is free (as Shopify numbers product handles).
 * Past MAX_SUFFIX tries, the last candidate is returned and the unique index refuses it with a message.
 */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  let candidate = base
  for (let n = 2; n <= MAX_SUFFIX && (await isTaken(candidate)); n++) candidate = `${base.slice(0, 90)}-${n}`
  return candidate
}

/**
 * Fills the slug from the source field when an editor leaves it empty. A slug made that way is numbered when
 * another document has it already (a Format 'Photobook' beside the Keyword 'Photobook': tags of all groups
 * share one address space), so a save or an import is not refused over an address the editor never typed.
 * A slug the editor typed is kept as typed, and the unique index says so when it is taken.
 */
const formatSlug =
  (sourceField: string): FieldHook =>
  async ({ value, data, originalDoc, collection, req }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    if (typeof source !== 'string' || !collection) return value
    const ownId = originalDoc?.id
    return firstFreeSlug(slugify(source), async (slug) => {
      const { totalDocs } = await req.payload.count({
        collection: collection.slug as CollectionSlug,
        where:
          ownId == null
            ? { slug: { equals: slug } }
            : { and: [{ slug: { equals: slug } }, { id: { not_equals: ownId } }] },
        overrideAccess: true,
        req,
      })
      return totalDocs > 0
    })
  }

export const slugField = (sourceField = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  index: true,
  unique: true,
  admin: {
    position: 'sidebar',
    description: `The address of the page. Leave empty to make it from the ${sourceField}.`,
  },
  hooks: { beforeValidate: [formatSlug(sourceField)] },
})
