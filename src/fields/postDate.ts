import type { Field } from 'payload'

export const postDateField: Field = {
  name: 'postDate',
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    description: 'Shown as "Posted:" on the page (New York time). Lists are newest first.',
  },
}
