import type { PayloadRequest } from 'payload'

/** Staff roles, widest first. Library accounts have no role: they are a different collection. */
export const STAFF_ROLES = ['admin', 'editor', 'fulfilment'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type MaybeUser = PayloadRequest['user']

export const isStaffUser = (user: MaybeUser): boolean => user?.collection === 'users'

export const hasRole = (user: MaybeUser, ...roles: StaffRole[]): boolean => {
  if (!user || user.collection !== 'users') return false
  const userRoles = ((user as { roles?: StaffRole[] | null }).roles ?? []) as StaffRole[]
  return userRoles.some((role) => roles.includes(role))
}

export const isLibraryAccount = (user: MaybeUser): boolean => user?.collection === 'accounts'
