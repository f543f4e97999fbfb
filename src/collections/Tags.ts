import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { tagSearchAfterChange } from '../lib/search/sync'

export const TAG_GROUPS = [
  { label: 'Artists', value: 'artists', noun: 'artist' },
  { label: 'Themes', value: 'themes', noun: 'theme' },
  { label: 'Keywords', value: 'keywords', noun: 'keyword' },
  { label: 'Book types', value: 'bookTypes', noun: 'book type' },
  { label: 'Audiences', value: 'audiences', noun: 'audience' },
  { label: 'Formats', value: 'formats', noun: 'format' },
  { label: 'Publishers', value: 'publishers', noun: 'publisher' },
  { label: 'Creators', value: 'creators', noun: 'creator' },
] as const

export type TagGroup = (typeof TAG_GROUPS)[number]['value']

/**
 * The admin settings of a field that files a document under tags of one group: only that group's tags are
 * offered, and a tag made from the field is of that group and chosen in it (NewTagButton replaces
 * Payload's '+', whose form starts empty).
 */
export const tagFieldAdmin = (group: TagGroup) => ({
  allowCreate: false,
  components: {
    afterInput: [
      {
        path: '/components/books-admin/NewTagButton#NewTagButton',
        clientProps: { group, noun: TAG_GROUPS.find((g) => g.value === group)!.noun },
      },
    ],
  },
})

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
      options: TAG_GROUPS.map(({ label, value }) => ({ label, value })),
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
