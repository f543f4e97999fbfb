import type { Field } from 'payload'

/**
 * A postal address. Plain fields, not a row: Payload 3.90's edit view rendered nothing of a row inside this
 * group (the order form showed no city, state or ZIP), though its create view did.
 */
export const addressField = (name = 'shippingAddress'): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'fullName', type: 'text' },
    { name: 'organisation', type: 'text' },
    { name: 'addressLine1', label: 'Address line 1', type: 'text' },
    { name: 'addressLine2', label: 'Address line 2', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zipCode', label: 'ZIP / postal code', type: 'text' },
    { name: 'countryCode', label: 'Country (ISO code)', type: 'text' },
    { name: 'phone', type: 'text' },
  ],
})
