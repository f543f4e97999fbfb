'use client'

import { useActionState } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import type { AccountTexts, WAITING_LIST_TEXT_KEYS } from '@/lib/auth/accountTexts'
import { changeWaitingList } from '@/lib/commerce/waiting-list/waitActions'
import { NO_ANSWER, type WaitFormState } from '@/lib/commerce/waiting-list/waitFormState'
import { fillWaitText } from '@/lib/commerce/waiting-list/rules'

import styles from './waitingList.module.css'
import { useOwnWaits } from './useOwnWaits'

type WaitingListTexts = Pick<AccountTexts, (typeof WAITING_LIST_TEXT_KEYS)[number]>

/** Made on first use (see AccountOrders): this module loads with My Account's scripts. */
let dateFormat: Intl.DateTimeFormat | undefined
const formatDate = (iso: string) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })).format(
    new Date(iso),
  )

/** My Account's 'Books you are waiting for': each book links to its page, with the day the library joined and Leave. */
export function WaitingListSection({ texts }: { texts: WaitingListTexts }) {
  const { answer, reload } = useOwnWaits()
  // The list is the browser's (the page is static): after each answer it is asked for again.
  const [state, action, pending] = useActionState(async (previous: WaitFormState, form: FormData) => {
    const next = await changeWaitingList(previous, form)
    reload()
    return next
  }, NO_ANSWER)

  return (
    <section aria-labelledby="account-waiting" className="card">
      <h2 id="account-waiting" className="card__title">
        {texts.waitingHeading}
      </h2>
      {answer === null ? (
        <p role="status">Loading your waiting list…</p>
      ) : answer.waits.length === 0 ? (
        <p>{texts.waitingEmpty}</p>
      ) : (
        <>
          <p>{fillWaitText(texts.waitingIntro, { days: answer.days })}</p>
          <ul className={styles.list}>
            {answer.waits.map((wait) => (
              <li key={wait.id}>
                <span className={styles.waitSummary}>
                  <SiteLink href={`/library-program/${wait.book.slug}`}>{wait.book.title}</SiteLink>
                  <span className={styles.since}>
                    {fillWaitText(texts.waitingSince, { date: formatDate(wait.joinedAt) })}
                  </span>
                </span>
                <form action={action}>
                  <input type="hidden" name="book" value={wait.book.id} />
                  <input type="hidden" name="intent" value="leave" />
                  <button
                    type="submit"
                    className="button button--ghost button--small"
                    disabled={pending}
                    aria-busy={pending}
                  >
                    {texts.waitLeaveButton}
                    {/* Which book: the visible word comes first in the name (WCAG 2.5.3). */}
                    <span className="visually-hidden">: {wait.book.title}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="form-message" role="status" data-status={state.failed ? 'failure' : undefined}>
        {state.answer > 0 ? state.message : ''}
      </p>
    </section>
  )
}
