import type { GlobalConfig } from 'payload'

import { seoField } from '../fields/seo'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: 'About page',
  admin: { livePreview: globalLivePreview('about-page'), group: 'Pages', description: 'Who we are (/about) and its FAQ (/about#faq).' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('about-page')] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Who we are' },
    { name: 'intro', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
    {
      name: 'faq',
      label: 'FAQ',
      type: 'array',
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'richText' },
      ],
    },
    seoField,
  ],
}
