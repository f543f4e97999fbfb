import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import type { TypedUser } from 'payload'

import { hasRole } from '../../access/roles'

/** The admin navigation's 'Import' group: the book import page, for editors and admins. */
export function ImportNavLink({ user }: { user?: TypedUser | null }) {
  if (!hasRole(user ?? null, 'admin', 'editor')) return null
  return (
    <NavGroup label="Import">
      <Link className="nav__link" href="/admin/import-books" id="nav-import-books" prefetch={false}>
        <span className="nav__link-label">Import books</span>
      </Link>
    </NavGroup>
  )
}
