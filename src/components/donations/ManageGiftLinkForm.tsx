'use client'

import { useActionState } from 'react'

import { TextField } from '@/components/account/Fields'
import { sendKeepingEntries, useFocusOnErrorSummary } from '@/components/forms/formAnswer'
import { askForManageLink } from '@/lib/donations/manageLinkAction'
import { IDLE, sentText } from '@/lib/forms/formState'

const ORDER = ['email'] as const

/**
 * Asks for a link to manage a monthly or annual gift: one email field; the answer is the same for known and
 * unknown addresses (src/lib/donations/manageLinkAction.ts).
 */
export function ManageGiftLinkForm({ id = 'manage-gift' }: { id?: string }) {
  const [state, action, pending] = useActionState(askForManageLink, IDLE)
  const form = useFocusOnErrorSummary(state, ORDER)
  return (
    <form ref={form} action={action} onSubmit={sendKeepingEntries(action)} className="form-stack" noValidate>
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={sentText(state, 'email')}
        error={state.fields?.email}
      />
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        Email me a link
      </button>
      <p
        className="form-message"
        role="status"
        data-status={state.message ? (state.status === 'success' ? 'success' : 'failure') : undefined}
      >
        {state.message}
      </p>
    </form>
  )
}
