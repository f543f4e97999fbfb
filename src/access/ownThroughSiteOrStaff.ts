import type { Access } from 'payload'

import { isLibraryAccount, isStaffUser } from './roles'

/**
 * Records that belong to a library account by their `account` field (waiting-list entries): staff read them
 * all; an account only its own, and only through the site's own server code (Local API), never REST or GraphQL.
 */
export const ownThroughSiteOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (req.payloadAPI === 'local' && isLibraryAccount(req.user) && req.user) return { account: { equals: req.user.id } }
  return false
}
