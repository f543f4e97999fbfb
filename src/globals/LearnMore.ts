import type { Field, GlobalConfig } from 'payload'

import { linkField } from '../fields/link'
import { US_STATES } from '../lib/auth/usStates'
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

const footnote = (name: string, label: string, defaultValue: string): Field => ({
  name,
  label: `Footnote: ${label}`,
  type: 'textarea',
  required: true,
  defaultValue,
})

/** The page's impact figures: counted from shipped orders (src/lib/impact), plus the history before this site. */
const impactField: Field = {
  name: 'impact',
  label: 'Impact figures',
  type: 'group',
  admin: {
    description:
      'The figures are counted from shipped Library Program orders and update when an order ships. Add what the program sent before this site here.',
  },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'What the program has sent' },
    {
      type: 'row',
      fields: [
        { name: 'librariesBefore', label: 'Libraries served before this site', type: 'number', min: 0 },
        { name: 'booksBefore', label: 'Books sent before this site', type: 'number', min: 0 },
        { name: 'peopleServedBefore', label: 'People served before this site', type: 'number', min: 0 },
      ],
    },
    {
      name: 'statesBefore',
      label: 'States reached before this site',
      type: 'select',
      hasMany: true,
      options: US_STATES.map(([value, label]) => ({ value, label })),
    },
    footnote(
      'librariesNote',
      'libraries served',
      'Libraries that have received at least one shipment of free books, each counted once, with those served before this site.',
    ),
    footnote('booksNote', 'books sent', 'Every book in a shipped order, with those the program sent before this site.'),
    footnote(
      'statesNote',
      'states reached',
      'States, territories and the District of Columbia with at least one library served.',
    ),
    footnote(
      'peopleNote',
      'people served',
      'The number of people each library told us it serves when its first order shipped, added up.',
    ),
  ],
}

const text = (name: string, label: string, defaultValue: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue,
  ...(description ? { admin: { description } } : {}),
})

/** The words of the distribution map page (/library-program/map) around its dots and its per-state table. */
const mapTextsField: Field = {
  name: 'mapTexts',
  label: 'Distribution map texts',
  type: 'group',
  admin: { description: 'Shown on /library-program/map, which counts from the same shipped orders as the figures above.' },
  fields: [
    text(
      'intro',
      'Introduction',
      '{libraries} libraries in {states} states and territories have received free art books through the Library Program.',
      '{libraries} and {states} are replaced by the figures above.',
    ),
    text('addYours', 'Link to How to participate', 'Add yours.'),
    {
      type: 'row',
      fields: [
        text('since', 'A library’s first year', 'Since {year}', '{year}: the year its first order shipped.'),
        text('oneBook', 'One book received', '{count} book'),
        text('books', 'Books received', '{count} books'),
      ],
    },
    text('byStateHeading', 'Per-state heading', 'By state'),
    text('byStateCaption', 'Per-state table, read by screen readers', 'Books sent and libraries reached per state, most books first'),
    {
      type: 'row',
      fields: [
        text('stateColumn', 'State column', 'State'),
        text('librariesColumn', 'Libraries column', 'Libraries'),
        text('booksColumn', 'Books column', 'Books sent'),
      ],
    },
  ],
}

/** SPEC §3 "Learn-more entry": /library-program/about. */
export const LearnMore: GlobalConfig = {
  slug: 'learn-more',
  label: 'Library Program: Learn more',
  admin: { livePreview: globalLivePreview('learn-more'), group: 'Pages', description: 'The /library-program/about page, and the texts of the distribution map.' },
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
    impactField,
    mapTextsField,
    seoField,
  ],
}
