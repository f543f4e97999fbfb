'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { runAccountOperation, type AccountResult } from '../../auth/accountEndpoint'
import { resolveAccountTexts } from '../../auth/accountTexts'
import { currentAccount } from '../../auth/currentAccount'
import { accountRateLimits } from '../../auth/rateLimits'
import { safeReturnPath } from '../../auth/safeReturnPath'
import { formFields } from '../../forms/formState'
import { getSiteSettings } from '../../site/globals'
import type { WaitFormState } from './waitFormState'
import { joinWaitingList, leaveWaitingList, type JoinResult } from './waits'

const waitSchema = z.object({
  book: z.coerce.number().int().positive(),
  intent: z.enum(['join', 'leave']),
  /** The book's page, where a logged-out visitor comes back to after logging in. */
  next: z.string().max(2000).optional(),
})

const REFUSALS: Record<Exclude<JoinResult, 'joined' | 'already'>, string> = {
  inStock: 'This book is in stock again: reload the page to order it.',
  notFound: 'This book is not in the Library Program any more.',
}

/**
 * The book page's 'Tell me when it's back' and its 'Undo', and My Account's 'Leave': one form posting the book
 * and what to do. The library acts as itself (access rules apply); a visitor who is not logged in is sent to
 * log in and brought back to the book. Works before the page's scripts run, as a plain POST.
 */
export async function changeWaitingList(previous: WaitFormState, formData: FormData): Promise<WaitFormState> {
  const requestHeaders = await headers()
  const fields = formFields(formData)
  const answer = previous.answer + 1
  const result: AccountResult = await runAccountOperation(requestHeaders, fields, {
    schema: waitSchema,
    limiters: accountRateLimits.profile,
    name: 'waiting list',
    run: async (payload, { book, intent }) => {
      const account = await currentAccount(payload, requestHeaders)
      if (!account) return { status: 401, body: {} }
      const texts = resolveAccountTexts((await getSiteSettings())?.accountTexts)
      if (intent === 'leave') {
        await leaveWaitingList(payload, account, book)
        return { status: 200, body: { waiting: false, message: texts.waitLeftMessage } }
      }
      const joined = await joinWaitingList(payload, account, book)
      if (joined === 'joined' || joined === 'already')
        return { status: 200, body: { waiting: true, message: texts.waitJoinedMessage } }
      return { status: 409, body: { error: REFUSALS[joined] } }
    },
  })
  if (result.status === 401) redirect(`/login?next=${encodeURIComponent(safeReturnPath(String(fields.next ?? '')))}`)
  if (result.status === 200) {
    const body = result.body as { waiting: boolean; message: string }
    return { waiting: body.waiting, message: body.message, answer }
  }
  const error = typeof result.body.error === 'string' ? result.body.error : 'Something went wrong. Please try again.'
  return { waiting: previous.waiting, message: error, failed: true, answer }
}
