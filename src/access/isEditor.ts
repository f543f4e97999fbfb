import type { Access } from 'payload'

import { hasRole } from './roles'

/** Who may write editorial content: admins and editors. */
export const isEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
