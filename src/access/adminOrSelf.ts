import type { Access } from 'payload'

import { hasRole, isStaffUser } from './roles'

/** Staff users manage themselves; admins manage every staff user. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (isStaffUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}
