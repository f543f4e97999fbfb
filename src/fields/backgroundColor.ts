import type { Field } from 'payload'

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/

/** How a colour field shows in the admin: a swatch and picker under the code, a swatch in lists. */
export const colourFieldComponents = {
  afterInput: ['/components/admin-fields/ColourSwatch#ColourSwatch'],
  Cell: '/components/admin-fields/ColourCell#ColourCell',
}

export const backgroundColorField = (description = 'Background colour of the item header, as #RRGGBB.'): Field => ({
  name: 'backgroundColor',
  label: 'Background colour',
  type: 'text',
  admin: { position: 'sidebar', description, components: colourFieldComponents },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && HEX_COLOUR.test(value))
      ? true
      : 'Use a hex colour such as #F2D7C9.',
})
