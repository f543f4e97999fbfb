import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Any staff user: admin, editor or fulfilment. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
