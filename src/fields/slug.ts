import type { Field, FieldHook } from 'payload'

import { slugify } from './slugify'

/** Fills the slug from the source field when an editor leaves it empty. */
const formatSlug =
  (sourceField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
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
