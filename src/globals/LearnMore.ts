import type { Field, GlobalConfig } from 'payload'

import { linkField } from '../fields/link'
import { seoField } from '../fields/seo'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

const cta = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'text', type: 'textarea' },
    { name: 'buttonText', type: 'text' },
    linkField('link', false),
  ],
})

/** SPEC §3 "Learn-more entry": /library-program/about. */
export const LearnMore: GlobalConfig = {
  slug: 'learn-more',
  label: 'Library Program: Learn more',
  admin: { livePreview: globalLivePreview('learn-more'), group: 'Pages', description: 'The /library-program/about page.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('learn-more')] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Library Program' },
    cta('participateCta', 'Participate call to action'),
    cta('donateCta', 'Donate call to action'),
    { name: 'aboutDuc', label: 'About the program', type: 'richText' },
    { name: 'relatedNews', type: 'relationship', relationTo: 'news', hasMany: true },
    { name: 'featuredPublishers', type: 'relationship', relationTo: 'publishers', hasMany: true },
    { name: 'participatingLibraries', type: 'relationship', relationTo: 'participating-libraries', hasMany: true },
    { name: 'featuredTestimonials', type: 'relationship', relationTo: 'testimonials', hasMany: true },
    seoField,
  ],
}
