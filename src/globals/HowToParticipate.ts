import type { GlobalConfig } from 'payload'

import { seoField } from '../fields/seo'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

export const HowToParticipate: GlobalConfig = {
  slug: 'how-to-participate',
  label: 'Library Program: How to participate',
  admin: { livePreview: globalLivePreview('how-to-participate'), group: 'Pages', description: 'The /library-program/how-to-participate page.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('how-to-participate')] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'How to participate' },
    { name: 'description', type: 'richText' },
    { name: 'missionText', type: 'richText' },
    { name: 'findOutMore', type: 'richText' },
    seoField,
  ],
}
