import type { GlobalConfig } from 'payload'

import { seoField } from '../fields/seo'
import { editorialGlobalDefaults } from './editorial'

export const HowToParticipate: GlobalConfig = {
  slug: 'how-to-participate',
  label: 'Library Program: How to participate',
  admin: { group: 'Pages', description: 'The /library-program/how-to-participate page.' },
  ...editorialGlobalDefaults,
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'How to participate' },
    { name: 'description', type: 'richText' },
    { name: 'missionText', type: 'richText' },
    { name: 'findOutMore', type: 'richText' },
    seoField,
  ],
}
