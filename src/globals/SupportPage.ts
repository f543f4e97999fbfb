import type { GlobalConfig } from 'payload'

import { seoField } from '../fields/seo'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

export const SupportPage: GlobalConfig = {
  slug: 'support-page',
  label: 'Support page',
  admin: { livePreview: globalLivePreview('support-page'), group: 'Pages', description: 'The /support page, with the donation widget.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('support-page')] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Support' },
    { name: 'intro', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
    { name: 'editionsText', type: 'textarea', admin: { description: 'Introduces the artist editions.' } },
    seoField,
  ],
}
