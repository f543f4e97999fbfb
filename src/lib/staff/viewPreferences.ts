import type { Payload, TypedUser } from 'payload'

import type { PayloadPreference } from '../../payload-types'

import { readOwnViews, type ReadOwnView } from './ownViews'
import { lastUsedPreference, OWN_VIEWS_PREFERENCE } from './preferenceKeys'

/**
 * A staff member's saved views and last-used views live in Payload's preferences (the `payload-preferences`
 * collection, where Payload keeps each person's list columns and sort). Read and written as that person
 * (`overrideAccess: false`): Payload's access on the collection gives each user their own preferences only.
 */
async function findPreference(payload: Payload, user: TypedUser, key: string) {
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

export async function readPreference(payload: Payload, user: TypedUser, key: string): Promise<unknown> {
  return (await findPreference(payload, user, key))?.value ?? null
}

export async function writePreference(
  payload: Payload,
  user: TypedUser,
  key: string,
  value: PayloadPreference['value'],
) {
  const existing = await findPreference(payload, user, key)
  if (existing)
    await payload.update({
      collection: 'payload-preferences',
      id: existing.id,
      data: { value },
      overrideAccess: false,
      user,
    })
  // Payload's own hook on the preference's `user` field sets it to the user making the request.
  else
    await payload.create({
      collection: 'payload-preferences',
      data: { key, value, user: { relationTo: user.collection, value: user.id } },
      overrideAccess: false,
      user,
    })
}

export async function loadOwnViews(payload: Payload, user: TypedUser): Promise<ReadOwnView[]> {
  return readOwnViews(await readPreference(payload, user, OWN_VIEWS_PREFERENCE))
}

export const loadLastUsed = (payload: Payload, user: TypedUser, collection: string) =>
  readPreference(payload, user, lastUsedPreference(collection))
