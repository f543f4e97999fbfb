import type { Access } from 'payload'

import { isLibraryAccount, isStaffUser } from './roles'

/**
 * Staff reach every document; a library account its own, and only through the site's own endpoints (Local
 * API), which apply the forms' rules: its REST and GraphQL writes are refused (src/access/siteOrStaff.ts).
 */
export const selfThroughSiteOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (req.payloadAPI === 'local' && isLibraryAccount(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}
