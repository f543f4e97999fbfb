'use server'

import { headers } from 'next/headers'

import { formFields, keptValues, type FormState } from '../../forms/formState'
import { getPayloadClient } from '../../payload'
import { restockBooks } from './restock'
import { readRestockForm } from './restockForm'

/**
 * The restock page's form (/admin/restock): the copies that arrived, per variant. The staff member is read from
 * the admin's own session cookie; Next refuses an action posted from another origin. Works before the page's
 * scripts run, as a plain POST.
 */
export async function restockAction(previous: FormState, formData: FormData): Promise<FormState> {
  const answer = (previous.answer ?? 0) + 1
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const fields = formFields(formData)
  const form = readRestockForm(Object.entries(fields))
  if (!form.ok)
    return {
      status: 'failure',
      message: 'Nothing was added: some numbers of copies need a look.',
      fields: Object.fromEntries(form.fields),
      values: keptValues(fields, Object.keys(fields)),
      answer,
    }
  const result = await restockBooks(payload, user, form.lines)
  return { status: result.ok ? 'success' : 'failure', message: result.message, answer }
}
