/** The two logins the seed prints: an admin staff user and a verified library account. */
import crypto from 'node:crypto'

import type { SeedLogins } from '../lib/seedState'
import { createDoc, type SeedContext } from './context'
import { towns } from './data/towns'

/** Random, readable, and never the same twice: logins are the one thing the PRNG must not decide. */
const generatePassword = () => crypto.randomBytes(12).toString('base64url')

export type LoginOptions = { adminEmail?: string; adminPassword?: string; libraryEmail?: string; libraryPassword?: string }

export async function seedUsers(
  context: SeedContext,
  refs: { libraryType: number; communities: number[] },
  options: LoginOptions = {},
): Promise<SeedLogins> {
  const admin = {
    email: options.adminEmail || process.env.SEED_ADMIN_EMAIL || 'admin@art.local',
    password: options.adminPassword || process.env.SEED_ADMIN_PASSWORD || generatePassword(),
  }
  const library = {
    email: options.libraryEmail || process.env.SEED_LIBRARY_EMAIL || 'library@art.local',
    password: options.libraryPassword || process.env.SEED_LIBRARY_PASSWORD || generatePassword(),
  }
  await createDoc(context.payload, 'users', { ...admin, name: 'Site Admin', roles: ['admin'] })
  const town = towns.find((t) => t.name === 'Hudson' && t.state === 'NY')!
  await createDoc(context.payload, 'accounts', {
    ...library,
    _verified: true,
    firstName: 'Lena',
    lastName: 'Marchetti',
    library: `${town.name} Area Library`,
    address: '51 North Fifth Street',
    city: town.name,
    state: town.state,
    zipCode: '12534',
    phoneNumber: '(518) 555-0117',
    secondaryEmail: 'director@hudson-library.example.org',
    population: 6000,
    numberServes: 4200,
    numberBenefit: 1500,
    libraryType: refs.libraryType,
    libraryCommunity: refs.communities,
    poulinProject: true,
  })
  return { admin, library }
}
