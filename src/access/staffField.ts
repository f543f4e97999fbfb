import type { FieldAccess } from 'payload'

import { isStaffUser } from './roles'

/** Field-level: only staff may write this field (library accounts cannot raise their own limits). */
export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)
