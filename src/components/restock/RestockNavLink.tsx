import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import type { TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'

/** The admin navigation's 'Stock' group: the restock page, for staff. */
export function RestockNavLink({ user }: { user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  return (
    <NavGroup label="Stock">
      <Link className="nav__link" href="/admin/restock" id="nav-restock" prefetch={false}>
        <span className="nav__link-label">Restock books</span>
      </Link>
    </NavGroup>
  )
}
