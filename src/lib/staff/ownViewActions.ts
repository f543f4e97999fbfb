'use server'

import { randomUUID } from 'node:crypto'

import { revalidatePath } from 'next/cache'
import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { formFields, type FormState } from '../forms/formState'
import { getPayloadClient } from '../payload'
import { newOwnView, withOwnView, withoutOwnView } from './ownViews'
import { OWN_VIEWS_PREFERENCE } from './preferenceKeys'
import { loadOwnViews, writePreference } from './viewPreferences'

/**
 * "Save this view" and "Remove" above the admin's lists and on its home (issue 37 item 2). The staff member is
 * read from the admin's own session cookie (Next refuses an action posted from another origin), and their views
 * are written to their own preferences as them. Both work before the page's scripts run, as plain POSTs.
 */
async function staffMember(): Promise<{ payload: Payload; user: TypedUser } | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && isStaffUser(user) ? { payload, user } : null
}

export async function saveOwnViewAction(previous: FormState, formData: FormData): Promise<FormState> {
  const answer = (previous.answer ?? 0) + 1
  const fields = formFields(formData)
  const failure = (message: string): FormState => ({
    status: 'failure',
    message,
    values: typeof fields.name === 'string' ? { name: fields.name } : {},
    answer,
  })
  const staff = await staffMember()
  if (!staff) return failure('Log in again to save views.')
  const { payload, user } = staff
  const views = await loadOwnViews(payload, user)
  const made = newOwnView(
    { name: fields.name, collection: fields.collection, search: fields.search },
    views,
    randomUUID(),
  )
  if (!made.ok) return failure(made.error)
  try {
    // Payload checks the filters against the list's fields and what this staff member may read.
    await payload.find({
      collection: made.view.collection,
      where: made.where,
      ...(made.sort ? { sort: made.sort } : {}),
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch {
    return failure('These filters can’t be saved: they don’t fit this list.')
  }
  await writePreference(payload, user, OWN_VIEWS_PREFERENCE, withOwnView(views, made.view))
  // The lists and the home show the view at once (with scripts, the action's answer brings the page drawn again).
  revalidatePath('/admin', 'layout')
  return { status: 'success', message: `Saved “${made.view.name}”.`, answer }
}

export async function removeOwnViewAction(formData: FormData): Promise<void> {
  const staff = await staffMember()
  const { id } = formFields(formData)
  if (!staff || typeof id !== 'string') return
  const views = await loadOwnViews(staff.payload, staff.user)
  if (!views.some((view) => view.id === id)) return
  await writePreference(staff.payload, staff.user, OWN_VIEWS_PREFERENCE, withoutOwnView(views, id))
  revalidatePath('/admin', 'layout')
}
