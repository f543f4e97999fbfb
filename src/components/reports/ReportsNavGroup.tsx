import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import type { TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { canSeeDonationsReport } from '../../lib/donations/reportEndpoint'

/** The admin navigation's 'Reports' group: the Impact report for staff, the Donations report for admins. */
export function ReportsNavGroup({ user }: { user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  return (
    <NavGroup label="Reports">
      <Link className="nav__link" href="/admin/impact-report" id="nav-impact-report" prefetch={false}>
        <span className="nav__link-label">Impact report</span>
      </Link>
      {canSeeDonationsReport(user ?? null) && (
        <Link className="nav__link" href="/admin/donations-report" id="nav-donations-report" prefetch={false}>
          <span className="nav__link-label">Donations report</span>
        </Link>
      )}
    </NavGroup>
  )
}
