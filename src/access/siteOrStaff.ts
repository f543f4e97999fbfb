import type { Access } from 'payload'

import { isStaffUser } from './roles'

/**
 * Staff anywhere; anyone else only through the site's own server code (the Local API its form endpoints call,
 * which validate with the forms' rules first), never straight through REST or GraphQL: there the same
 * write would skip those rules (issue 28: a 3-character password, a PO box).
 */
export const siteOrStaff: Access = ({ req }) => isStaffUser(req.user) || req.payloadAPI === 'local'
