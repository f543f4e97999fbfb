import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** The public reads published documents only; staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}
