import type { Field } from 'payload'

export const addressField = (name = 'shippingAddress'): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'fullName', type: 'text' },
    { name: 'organisation', type: 'text' },
    { name: 'addressLine1', type: 'text' },
    { name: 'addressLine2', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'zipCode', label: 'ZIP / postal code', type: 'text' },
        { name: 'countryCode', label: 'Country (ISO code)', type: 'text' },
      ],
    },
    { name: 'phone', type: 'text' },
  ],
})
