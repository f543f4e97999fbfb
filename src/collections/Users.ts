import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../access/adminOrSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { STAFF_ROLES } from '../access/roles'
import { enforcePasswordPolicy } from '../lib/auth/passwordPolicyHook'
import { secureCookies } from '../lib/http/cookies'

/** The organisation's staff. Library accounts are a separate collection (Accounts). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  // Staff work in the admin, which uses REST; GraphQL mutations would be a second, unlimited login route.
  graphQL: { disableMutations: true },
  admin: {
    group: 'Settings',
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    description: 'People who work in this admin. Admins manage everything; editors write content; fulfilment handles orders.',
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock (anyone could lock staff out); guessing is limited per address and account on the
    // REST login (src/lib/auth/payloadAuthLimits.ts).
    maxLoginAttempts: 0,
    // Payload's default is never Secure: the staff session would travel over plain http if ever offered.
    cookies: { sameSite: 'Lax', secure: secureCookies() },
  },
  hooks: { beforeValidate: [enforcePasswordPolicy] },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: STAFF_ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Admin: everything. Editor: content. Fulfilment: orders, carts, donations.' },
    },
  ],
}
