import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { staffField } from '../access/staffField'
import { staffOrSelf } from '../access/staffOrSelf'

/** Library staff who order free books. They log in on the public site, never in the admin. */
export const Accounts: CollectionConfig = {
  slug: 'accounts',
  labels: { singular: 'Library account', plural: 'Library accounts' },
  admin: {
    group: 'Library Program',
    useAsTitle: 'email',
    defaultColumns: ['library', 'fullName', 'email', 'libraryType', 'state', '_verified'],
    listSearchableFields: ['email', 'library', 'fullName', 'city'],
    description: 'Libraries registered for the Library Program.',
  },
  auth: {
    verify: true,
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  access: {
    admin: () => false,
    create: anyone,
    read: staffOrSelf,
    update: staffOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [
      ({ data }) => {
        const fullName = [data.firstName, data.lastName].filter(Boolean).join(' ').trim()
        return { ...data, fullName: fullName || data.fullName, username: data.email ?? data.username }
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    { name: 'fullName', type: 'text', admin: { readOnly: true, description: 'First and last name.' } },
    { name: 'username', type: 'text', admin: { readOnly: true, description: 'Same as the email.' } },
    { name: 'secondaryEmail', type: 'email' },
    { name: 'library', label: 'Library name', type: 'text', required: true, index: true },
    { name: 'address', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'state', type: 'text', required: true },
        { name: 'zipCode', label: 'ZIP code', type: 'text', required: true },
      ],
    },
    { name: 'phoneNumber', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'population', label: 'Population of service area', type: 'number', min: 0 },
        { name: 'numberServes', label: 'People served', type: 'number', min: 0 },
        { name: 'numberBenefit', label: 'People who will benefit', type: 'number', min: 0 },
      ],
    },
    {
      name: 'libraryType',
      type: 'relationship',
      relationTo: 'library-types',
      required: true,
      access: { update: staffField },
      admin: { description: 'Sets the book limit per order. Only staff can change it after registration.' },
    },
    { name: 'libraryCommunity', type: 'relationship', relationTo: 'library-communities', hasMany: true },
    {
      name: 'poulinProject',
      label: 'Poulin Project participant',
      type: 'checkbox',
      defaultValue: false,
      access: { update: staffField },
    },
    {
      // Narrows Payload's own auth field, which any logged-in user may set: an account could otherwise
      // register other accounts as already verified. Only staff (or the server) verify.
      name: '_verified',
      type: 'checkbox',
      access: { create: staffField, update: staffField },
    },
    {
      // The Program policy global's order-window and orders-per-period rules (src/lib/cart/programPolicy.ts).
      name: 'orderPolicyOverride',
      label: 'Ordering policy',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'As the Program policy says', value: 'default' },
        { label: 'Exempt from the ordering window and orders-per-period limit', value: 'exempt' },
      ],
      access: { create: staffField, update: staffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'currentCart',
      type: 'text',
      admin: { readOnly: true, description: 'The saved cart of this account (kept between sessions).' },
    },
  ],
}
