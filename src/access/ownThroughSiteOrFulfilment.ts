import type { Access } from 'payload'

import { hasRole, isLibraryAccount } from './roles'

/**
 * Changing a record that belongs to a library account by its `account` field (ending a wait): fulfilment and
 * admins any; the account only its own, and only through the site's own server code (Local API).
 */
export const ownThroughSiteOrFulfilment: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'fulfilment')) return true
  if (req.payloadAPI === 'local' && isLibraryAccount(req.user) && req.user) return { account: { equals: req.user.id } }
  return false
}
