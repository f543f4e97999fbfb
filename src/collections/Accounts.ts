import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { selfThroughSiteOrStaff } from '../access/selfThroughSiteOrStaff'
import { siteOrStaff } from '../access/siteOrStaff'
import { staffField } from '../access/staffField'
import { staffOrSelf } from '../access/staffOrSelf'
import { resetEmail, verificationEmail } from '../lib/auth/accountEmails'
import { jwtCookieStrategy } from '../lib/auth/jwtCookieStrategy'
import { enforcePasswordPolicy } from '../lib/auth/passwordPolicyHook'
import { isPoBox, PO_BOX_MESSAGE } from '../lib/auth/poBox'
import { secureCookies } from '../lib/http/cookies'
import { placementNote } from '../lib/map/placementNote'
import { deleteWaitsOfAccount } from '../lib/commerce/waiting-list/deleteHooks'
import { refreshMapWhenEntryChanges } from '../lib/map/accountMapHooks'

/** Library staff who order free books. They log in on the public site, never in the admin. */
export const Accounts: CollectionConfig = {
  slug: 'accounts',
  labels: { singular: 'Library account', plural: 'Library accounts' },
  // Payload's own account mutations (create, update, login…) would skip the site's rules and limits: the
  // SPEC's account mutations are the site's (src/lib/auth/graphqlMutations.ts).
  graphQL: { disableMutations: true },
  admin: {
    group: 'Library Program',
    useAsTitle: 'email',
    defaultColumns: [
      'library',
      'fullName',
      'email',
      '_verified',
      'lastLogin',
      'libraryType',
      'libraryCommunity',
      'poulinProject',
    ],
    listSearchableFields: ['email', 'library', 'fullName', 'city'],
    description: 'Libraries registered for the Library Program.',
    components: { beforeList: ['/components/saved-views/SavedViews#SavedViewsAboveList'] },
  },
  auth: {
    // Payload's sessions (on by default, spelled out because logout and password changes rely on them):
    // every token carries a session id that must still be on the account.
    useSessions: true,
    tokenExpiration: 60 * 60 * 24 * 7,
    // No account lock: it let anyone lock a library out with five wrong passwords. Guessing is limited per
    // address and account instead (src/lib/auth/rateLimits.ts, issue 28 item 7).
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: secureCookies(),
    },
    verify: {
      generateEmailSubject: () => verificationEmail.subject,
      generateEmailHTML: ({ token, user }) => verificationEmail.html(token, user),
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // Payload's per-email request interval is reserved by a write outside its own open transaction,
      // which on SQLite waits for that transaction's write lock until it fails ('database is locked').
      // Requests are limited per email and per address by the site's /api/account/forgot-password.
      minRequestInterval: 0,
      generateEmailSubject: () => resetEmail.subject,
      generateEmailHTML: (args) => resetEmail.html(args?.token ?? '', args?.user?.id, args?.user ?? {}),
    },
    strategies: [jwtCookieStrategy],
  },
  access: {
    admin: () => false,
    create: siteOrStaff,
    read: staffOrSelf,
    update: selfThroughSiteOrStaff,
    delete: isAdmin,
  },
  hooks: {
    afterLogin: [
      async ({ req, user }) => {
        // Straight to the database: a login is not an edit (no updatedAt, no hooks, no version).
        await req.payload.db.updateOne({
          collection: 'accounts',
          id: user.id,
          data: { lastLogin: new Date().toISOString() },
          req,
          returning: false,
        })
      },
    ],
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [
      ({ data }) => {
        const fullName = [data.firstName, data.lastName].filter(Boolean).join(' ').trim()
        return { ...data, fullName: fullName || data.fullName, username: data.email ?? data.username }
      },
    ],
    afterChange: [refreshMapWhenEntryChanges],
    beforeDelete: [deleteWaitsOfAccount],
  },
  fields: [
    {
      // Narrows Payload's own auth field: an account's email names whose press orders it may list, so the
      // account itself changes it only through a link sent to the new address (src/lib/auth/emailChange.ts).
      name: 'email',
      type: 'email',
      access: { update: staffField },
    },
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
    {
      name: 'address',
      type: 'text',
      required: true,
      // FedEx Ground does not deliver to PO boxes: the registration form's rule, for every way in.
      validate: (value: string | null | undefined) =>
        !value?.trim() ? 'This field is required.' : isPoBox(value) ? PO_BOX_MESSAGE : true,
    },
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
    { name: 'libraryCommunity', label: 'Library communities', type: 'relationship', relationTo: 'library-communities', hasMany: true },
    {
      name: 'poulinProject',
      label: 'Poulin Project participant',
      type: 'checkbox',
      defaultValue: false,
      access: { update: staffField },
    },
    {
      name: 'showOnMap',
      label: 'Show our library on the public map',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'The library’s own choice (My Account). Once an order ships, the library appears on /library-program/map.',
      },
    },
    {
      name: 'hiddenFromMap',
      label: 'Hide from the public map',
      type: 'checkbox',
      defaultValue: false,
      access: { create: staffField, read: staffField, update: staffField },
      admin: { position: 'sidebar', description: 'Staff only: keeps this library off the map whatever it chose.' },
    },
    {
      // Not stored: worked out from the address each time staff open the account, so it is never stale.
      name: 'mapPlacement',
      label: 'Map position',
      type: 'text',
      virtual: true,
      access: { read: staffField },
      admin: { position: 'sidebar', readOnly: true },
      hooks: { afterRead: [({ siblingData }) => placementNote(siblingData?.zipCode, siblingData?.state)] },
    },
    {
      // Narrows Payload's own auth field, which any logged-in user may set: an account could otherwise
      // register other accounts as already verified. Only staff (or the server) verify.
      name: '_verified',
      label: 'Verified',
      type: 'checkbox',
      access: { create: staffField, update: staffField },
    },
    {
      name: 'lastLogin',
      label: 'Last logged in',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // The Program policy global's order-window and orders-per-period rules (src/lib/commerce/library-order/programPolicy.ts).
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
      // Staff read an account's orders here; a library sees its own in My Account, read through the
      // orders collection and its access rules.
      name: 'orders',
      label: 'Orders',
      type: 'join',
      collection: 'orders',
      on: 'account',
      defaultSort: '-createdAt',
      defaultLimit: 10,
      access: { read: staffField },
      admin: {
        allowCreate: false,
        defaultColumns: ['number', 'status', 'totalQty', 'dateOrdered'],
        description: 'Orders placed by this account, newest first.',
      },
    },
    {
      name: 'currentCart',
      type: 'text',
      admin: { readOnly: true, description: 'The saved cart of this account (kept between sessions).' },
    },
  ],
}
