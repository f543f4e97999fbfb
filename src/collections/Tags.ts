import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { tagSearchAfterChange } from '../lib/search/sync'

export const TAG_GROUPS = [
  { label: 'Artists', value: 'artists' },
  { label: 'Themes', value: 'themes' },
  { label: 'Keywords', value: 'keywords' },
  { label: 'Book types', value: 'bookTypes' },
  { label: 'Audiences', value: 'audiences' },
  { label: 'Formats', value: 'formats' },
  { label: 'Publishers', value: 'publishers' },
  { label: 'Creators', value: 'creators' },
] as const

export type TagGroup = (typeof TAG_GROUPS)[number]['value']

/** Filters and tags: one collection, grouped, so staff manage every filter in one place. */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'title',
    defaultColumns: ['title', 'group', 'slug', 'sortBy'],
    listSearchableFields: ['title', 'slug', 'sortBy'],
    description: 'Artists, themes, keywords, audiences, formats and publishers that books are filtered by.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [tagSearchAfterChange, revalidateAfterChange('tags')], afterDelete: [revalidateAfterDelete('tags')] },
  fields: [
    { name: 'title', type: 'text', required: true, index: true },
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      options: TAG_GROUPS.map((g) => ({ ...g })),
      admin: { description: 'Which filter list this tag appears in.' },
    },
    {
      name: 'sortBy',
      label: 'Sort by',
      type: 'text',
      admin: {
        condition: (data) => data?.group === 'artists',
        description: 'Artists only: the name to alphabetise by (e.g. "Kahlo"). Empty: the last word of the title.',
      },
    },
    slugField(),
  ],
}
