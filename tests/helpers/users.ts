/**
 * People to act as in integration tests. The returned objects carry `collection`, as `req.user` does,
 * so they can be passed straight to the Local API: `payload.find({ …, overrideAccess: false, user })`.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Account, LibraryType, User } from '../../src/payload-types'
import type { StaffRole } from '../../src/access/roles'

export const TEST_PASSWORD = 'correct-horse-battery-staple'

export type StaffActor = User & { collection: 'users' }
export type AccountActor = Account & { collection: 'accounts' }
export type Actor = StaffActor | AccountActor

const unique = () => crypto.randomBytes(4).toString('hex')

export async function createStaffUser(payload: Payload, role: StaffRole, email = `${role}-${unique()}@example.test`) {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, name: `Test ${role}`, roles: [role] },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as StaffActor
}

/** A library type to register accounts under (created once per database). */
export async function ensureLibraryType(payload: Payload, title = 'Public library', bookLimit = 10) {
  const existing = await payload.find({ collection: 'library-types', where: { title: { equals: title } }, limit: 1 })
  if (existing.docs[0]) return existing.docs[0] as LibraryType
  return payload.create({ collection: 'library-types', data: { title, bookLimit }, overrideAccess: true })
}

/** A verified library account, as if it had registered and clicked the email link. */
export async function createLibraryAccount(
  payload: Payload,
  overrides: Partial<Account> = {},
  { verificationEmail = false } = {},
) {
  const libraryType = await ensureLibraryType(payload)
  const account = await payload.create({
    collection: 'accounts',
    data: {
      email: `library-${unique()}@example.test`,
      password: TEST_PASSWORD,
      firstName: 'Lena',
      lastName: 'Reader',
      library: 'Riverside Public Library',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phoneNumber: '555-0100',
      libraryType: libraryType.id,
      _verified: true,
      ...overrides,
    },
    disableVerificationEmail: !verificationEmail,
    overrideAccess: true,
  })
  return { ...account, collection: 'accounts' } as AccountActor
}

/** One actor per role the access rules distinguish (anonymous is `undefined`). */
export async function createActors(payload: Payload) {
  return {
    anonymous: undefined,
    account: await createLibraryAccount(payload),
    otherAccount: await createLibraryAccount(payload, { library: 'Hillside Library' }),
    editor: await createStaffUser(payload, 'editor'),
    fulfilment: await createStaffUser(payload, 'fulfilment'),
    admin: await createStaffUser(payload, 'admin'),
  }
}
