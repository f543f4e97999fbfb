import type { GlobalConfig } from 'payload'

import { linkField } from '../fields/link'
import { seoField } from '../fields/seo'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

/** SPEC §3 "Poulin entry": /library-program/poulin. */
export const Poulin: GlobalConfig = {
  slug: 'poulin',
  label: 'Library Program: Poulin project',
  admin: { livePreview: globalLivePreview('poulin'), group: 'Pages', description: 'The /library-program/poulin page.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('poulin')] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'The Poulin Project' },
    { name: 'description', type: 'richText' },
    { name: 'missionText', type: 'richText' },
    {
      name: 'prompts',
      type: 'array',
      fields: [
        { name: 'prompt', type: 'textarea', required: true },
        linkField('ctaLink', false),
        { name: 'ctaStatement', type: 'text' },
      ],
    },
    { name: 'publishers', type: 'relationship', relationTo: 'publishers', hasMany: true },
    {
      name: 'supportLogos',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'name', type: 'text' },
        linkField('link', false),
      ],
    },
    seoField,
  ],
}
