import type { Field } from 'payload'

export const seoField: Field = {
  name: 'seo',
  type: 'group',
  admin: { description: 'Search engine and social sharing. Empty fields fall back to the site defaults.' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
