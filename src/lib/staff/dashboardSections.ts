import type { StaffRole } from '../../access/roles'

/**
 * What the admin's home shows each staff member (issue 33 item 3): fulfilment the work of shipping (orders,
 * stock, emails waiting for a retry), editors content (drafts), admins everything, including donations and
 * the book donation offers to answer. A staff member with several roles sees each role's sections.
 */
const DASHBOARD_SECTIONS = ['orders', 'stock', 'emails', 'content', 'donations', 'bookOffers'] as const
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]

const BY_ROLE: Record<StaffRole, readonly DashboardSection[]> = {
  admin: DASHBOARD_SECTIONS,
  fulfilment: ['orders', 'stock', 'emails'],
  editor: ['content'],
}

export function dashboardSections(roles: readonly StaffRole[] | null | undefined): DashboardSection[] {
  const shown = new Set((roles ?? []).flatMap((role) => BY_ROLE[role] ?? []))
  return DASHBOARD_SECTIONS.filter((section) => shown.has(section))
}
