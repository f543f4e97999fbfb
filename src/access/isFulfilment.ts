import type { Access } from 'payload'

import { hasRole } from './roles'

/** Who handles commerce records (orders, carts, donations, requests): admins and fulfilment. */
export const isFulfilment: Access = ({ req }) => hasRole(req.user, 'admin', 'fulfilment')
