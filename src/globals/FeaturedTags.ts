import type { Field, GlobalConfig } from 'payload'

import { TAG_GROUPS, tagFieldAdmin } from '../collections/Tags'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

const featuredFor = (group: (typeof TAG_GROUPS)[number]): Field => ({
  name: group.value,
  label: group.label,
  type: 'relationship',
  relationTo: 'tags',
  hasMany: true,
  filterOptions: { group: { equals: group.value } },
  admin: tagFieldAdmin(group.value),
})

/** The short "Featured" list at the top of each filter modal. */
export const FeaturedTags: GlobalConfig = {
  slug: 'featured-tags',
  label: 'Featured filters',
  admin: { group: 'Catalogue', description: 'Tags listed first under "Featured" in each filter.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('featured-tags')] },
  fields: TAG_GROUPS.map(featuredFor),
}
