'use server'

import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'
import { finishTestCheckout } from '@/lib/commerce/payments/testCheckoutFlow'

/** Server actions, not a plain form POST: Payload's Critical-CH header makes Chrome stall POST navigations. */
async function finish(action: 'complete' | 'cancel', form: FormData) {
  const outcome = await finishTestCheckout(await getPayloadClient(), {
    action,
    token: form.get('token'),
    name: form.get('name'),
    email: form.get('email'),
  })
  if (!outcome.ok) throw new Error(outcome.error)
  redirect(outcome.location)
}

export async function completeTestCheckout(form: FormData) {
  await finish('complete', form)
}

export async function cancelTestCheckout(form: FormData) {
  await finish('cancel', form)
}
