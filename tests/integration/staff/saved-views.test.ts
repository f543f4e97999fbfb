/**
 * A staff member's own saved views live in their Payload preferences, read and written as them: another staff
 * member neither sees nor changes them, and a view written straight into the preference (Payload's REST lets
 * a user write their own preferences) is read back only when it still reads as a view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, type StaffActor } from '../../helpers/users'
import { withOwnView, type OwnView } from '@/lib/staff/ownViews'
import { lastUsedPreference, OWN_VIEWS_PREFERENCE } from '@/lib/staff/preferenceKeys'
import { loadLastUsed, loadOwnViews, readPreference, writePreference } from '@/lib/staff/viewPreferences'

let t: TestPayload
let alice: StaffActor
let bob: StaffActor

const view: OwnView = { id: 'v1', name: 'My view', collection: 'orders', query: 'where%5Btype%5D%5Bequals%5D=library' }

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  alice = await createStaffUser(t.payload, 'fulfilment')
  bob = await createStaffUser(t.payload, 'admin')
})

afterAll(async () => {
  await t?.cleanup()
})

describe('own saved views', () => {
  it('are the saver’s alone: another staff member, even an admin, neither reads nor changes them', async () => {
    await writePreference(t.payload, alice, OWN_VIEWS_PREFERENCE, withOwnView([], view))
    await writePreference(t.payload, alice, lastUsedPreference('orders'), 'own:v1')

    expect(await loadOwnViews(t.payload, alice)).toEqual([{ ...view, where: { type: { equals: 'library' } } }])
    expect(await loadLastUsed(t.payload, alice, 'orders')).toBe('own:v1')

    expect(await loadOwnViews(t.payload, bob)).toEqual([])
    expect(await loadLastUsed(t.payload, bob, 'orders')).toBeNull()
    const seenByBob = await t.payload.find({
      collection: 'payload-preferences',
      overrideAccess: false,
      user: bob,
      pagination: false,
    })
    expect(seenByBob.docs.filter((doc) => JSON.stringify(doc.value).includes('My view'))).toEqual([])

    const alices = await t.payload.find({
      collection: 'payload-preferences',
      where: { key: { equals: OWN_VIEWS_PREFERENCE } },
      overrideAccess: false,
      user: alice,
    })
    expect(alices.docs).toHaveLength(1)
    await expect(
      t.payload.update({
        collection: 'payload-preferences',
        id: alices.docs[0]!.id,
        data: { value: { views: [] } },
        overrideAccess: false,
        user: bob,
      }),
    ).rejects.toThrow()
    await expect(
      t.payload.delete({ collection: 'payload-preferences', id: alices.docs[0]!.id, overrideAccess: false, user: bob }),
    ).rejects.toThrow()

    // Bob's own views go to his own preference and leave Alice's as they were.
    await writePreference(t.payload, bob, OWN_VIEWS_PREFERENCE, withOwnView([], { ...view, id: 'b1', name: 'Bob’s' }))
    expect((await loadOwnViews(t.payload, bob)).map(({ name }) => name)).toEqual(['Bob’s'])
    expect((await loadOwnViews(t.payload, alice)).map(({ name }) => name)).toEqual(['My view'])
  })

  it('are read back only when they still read as views, whatever was written into the preference', async () => {
    await writePreference(t.payload, alice, OWN_VIEWS_PREFERENCE, {
      views: [
        view,
        { ...view, id: 'v2', query: 'where[__proto__][polluted]=1' },
        { ...view, id: 'v3', name: 'x'.repeat(61) },
      ],
    })
    expect(await readPreference(t.payload, alice, OWN_VIEWS_PREFERENCE)).toMatchObject({ views: { length: 3 } })
    expect((await loadOwnViews(t.payload, alice)).map(({ id }) => id)).toEqual(['v1'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
