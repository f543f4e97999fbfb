'use client'

import { useActionState, useEffect, useRef } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { SiteLink } from '@/components/layout/SiteLink'
import type { AccountTexts, WAIT_BUTTON_TEXT_KEYS } from '@/lib/auth/accountTexts'
import { changeWaitingList } from '@/lib/commerce/waiting-list/waitActions'
import { NO_ANSWER } from '@/lib/commerce/waiting-list/waitFormState'

import styles from './waitingList.module.css'
import { useOwnWaits } from './useOwnWaits'

type Props = {
  bookId: number
  /** The book's page: where a visitor comes back to after logging in. */
  bookPath: string
  texts: Pick<AccountTexts, (typeof WAIT_BUTTON_TEXT_KEYS)[number]>
}

/**
 * 'Tell me when it's back' on a Library Program book out of stock (issue 30 item 4). A logged-in library joins
 * the waiting list and can undo it at once; a logged-out visitor is sent to log in and comes back here. Before
 * the page's scripts run it is a plain form: the server sends a visitor who is not logged in to the login.
 */
export function WaitingListButton({ bookId, bookPath, texts }: Props) {
  const { status } = useViewer()
  const { answer: own } = useOwnWaits()
  const [state, action, pending] = useActionState(changeWaitingList, NO_ANSWER)
  const button = useRef<HTMLButtonElement>(null)
  // The button the library pressed is replaced by the other one: the focus moves to it, not to the page.
  useEffect(() => {
    if (state.answer > 0) button.current?.focus()
  }, [state.answer])

  if (status === 'loggedOut')
    return (
      <div className={styles.box}>
        <SiteLink className="button" href={`/login?next=${encodeURIComponent(bookPath)}`}>
          {texts.waitButton}
        </SiteLink>
      </div>
    )

  const waiting = state.waiting ?? own?.waits.some((wait) => wait.book.id === bookId) ?? false
  return (
    <form action={action} className={styles.box}>
      <input type="hidden" name="book" value={bookId} />
      <input type="hidden" name="next" value={bookPath} />
      <input type="hidden" name="intent" value={waiting ? 'leave' : 'join'} />
      <p className={`form-message ${styles.message}`} role="status" data-status={state.failed ? 'failure' : undefined}>
        {state.failed ? state.message : waiting ? texts.waitJoinedMessage : state.answer > 0 ? state.message : ''}
      </p>
      <button
        ref={button}
        type="submit"
        className={waiting ? 'button button--ghost' : 'button'}
        disabled={pending}
        aria-busy={pending}
      >
        {waiting ? texts.waitUndoButton : texts.waitButton}
      </button>
    </form>
  )
}
