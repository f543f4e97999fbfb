import type { Field } from 'payload'

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/

export const backgroundColorField = (description = 'Background colour of the item header, as #RRGGBB.'): Field => ({
  name: 'backgroundColor',
  type: 'text',
  admin: { position: 'sidebar', description },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && HEX_COLOUR.test(value))
      ? true
      : 'Use a hex colour such as #F2D7C9.',
})
