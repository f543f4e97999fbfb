'use server'

import { redirect } from 'next/navigation'

import { changeTestGift, giftAmountSchema } from '@/lib/donations/manageGift'
import { getPayloadClient } from '@/lib/payload'

/** The local stand-in's buttons (test mode): each goes back to the page, which shows the gift as it now is. */
const pageOf = (token: string, outcome: string) =>
  `/support/manage-gift?token=${encodeURIComponent(token)}&outcome=${outcome}`

const tokenOf = (form: FormData) => {
  const token = form.get('token')
  return typeof token === 'string' ? token : ''
}

export async function changeTestGiftAmount(form: FormData) {
  const token = tokenOf(form)
  const amount = giftAmountSchema.safeParse(form.get('amount'))
  if (!amount.success) redirect(pageOf(token, 'bad-amount'))
  await changeTestGift(await getPayloadClient(), token, { kind: 'amount', amount: amount.data })
  redirect(pageOf(token, 'amount-changed'))
}

export async function cancelTestGift(form: FormData) {
  const token = tokenOf(form)
  await changeTestGift(await getPayloadClient(), token, { kind: 'cancel' })
  redirect(pageOf(token, 'cancelled'))
}
