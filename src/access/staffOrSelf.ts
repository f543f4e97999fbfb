import type { Access } from 'payload'

import { isStaffUser, isLibraryAccount } from './roles'

/** A library account reaches only its own document; staff reach all. */
export const staffOrSelf: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isLibraryAccount(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}
