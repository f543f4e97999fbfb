import type { GlobalConfig } from 'payload'

import { seoField } from '../fields/seo'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

export const PressAbout: GlobalConfig = {
  slug: 'press-about',
  label: 'Press: About',
  admin: { livePreview: globalLivePreview('press-about'), group: 'Pages', description: 'The /press/about page.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('press-about')] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'About A.R.T. Press' },
    { name: 'intro', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
    seoField,
  ],
}
