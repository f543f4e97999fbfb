import type { TypedUser } from 'payload'

import { hasRole } from '../../access/roles'
import { HomePageLink } from './HomePageLink'

/** The admin navigation's 'Home page' entry, first in the list: for the staff who write the site's texts. */
export function HomePageNavLink({ user }: { user?: TypedUser | null }) {
  if (!hasRole(user ?? null, 'admin', 'editor')) return null
  return <HomePageLink />
}
