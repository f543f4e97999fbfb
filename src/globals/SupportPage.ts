import type { GlobalConfig } from 'payload'

import { seoField } from '../fields/seo'
import { editorialGlobalDefaults } from './editorial'

export const SupportPage: GlobalConfig = {
  slug: 'support-page',
  label: 'Support page',
  admin: { group: 'Pages', description: 'The /support page, with the donation widget.' },
  ...editorialGlobalDefaults,
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Support' },
    { name: 'intro', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
    { name: 'editionsText', type: 'textarea', admin: { description: 'Introduces the artist editions.' } },
    seoField,
  ],
}
