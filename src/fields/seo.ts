import type { Field } from 'payload'

export const seoField: Field = {
  name: 'seo',
  label: 'Search engine listing',
  type: 'group',
  admin: {
    description: 'How this page shows in Google and when shared on social media. Empty fields use the site defaults.',
  },
  fields: [
    { name: 'title', label: 'Title in search results', type: 'text' },
    { name: 'description', label: 'Description in search results', type: 'textarea' },
    { name: 'image', label: 'Picture when shared', type: 'upload', relationTo: 'media' },
  ],
}
