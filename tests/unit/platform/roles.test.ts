import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasRole, isLibraryAccount, isStaffUser } from '@/access/roles'

type User = PayloadRequest['user']
const staff = (...roles: string[]) => ({ id: 1, collection: 'users', roles }) as unknown as User
const account = { id: 2, collection: 'accounts', roles: ['admin'] } as unknown as User

describe('roles', () => {
  it('tells staff users from library accounts by collection, not by a roles field', () => {
    expect(isStaffUser(staff('editor'))).toBe(true)
    expect(isStaffUser(account)).toBe(false)
    expect(isLibraryAccount(account)).toBe(true)
    expect(isStaffUser(null)).toBe(false)
  })

  it('grants a role only to staff users holding it', () => {
    expect(hasRole(staff('editor'), 'admin', 'editor')).toBe(true)
    expect(hasRole(staff('fulfilment'), 'admin', 'editor')).toBe(false)
    // A library account carrying a forged roles field is still not staff.
    expect(hasRole(account, 'admin')).toBe(false)
    expect(hasRole(staff(), 'admin')).toBe(false)
    expect(hasRole(null, 'admin')).toBe(false)
  })
})
