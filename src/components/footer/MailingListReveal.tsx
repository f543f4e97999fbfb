'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'

import { areMailingListsVisible, LOCAL_SIGNUP_PATH, type MailingListMode } from '@/lib/footer/mailingList'

import styles from './SiteFooter.module.css'

export type MailingListEntry = { id: string; title: string; iframe: string }

const Reveal = createContext<{ revealed: boolean; reveal: () => void }>({ revealed: false, reveal: () => {} })

/**
 * The client half of the footer's mailing list: whether the sign-up forms are open. The call-to-action
 * text is rendered on the server (its rich-text renderer never reaches the browser); its underlined words
 * come back here as RevealWords buttons.
 */
export function MailingListReveal({ children }: { children: ReactNode }) {
  const [revealed, setRevealed] = useState(false)
  return <Reveal.Provider value={{ revealed, reveal: () => setRevealed(true) }}>{children}</Reveal.Provider>
}

/** Underlined words of the call to action: they open the sign-up forms. */
export function RevealWords({ children }: { children: ReactNode }) {
  const { revealed, reveal } = useContext(Reveal)
  return (
    <button
      type="button"
      className={styles.revealWords}
      aria-expanded={revealed}
      aria-controls="mailing-list-forms"
      onClick={reveal}
    >
      {children}
    </button>
  )
}

export function MailingListForms({ mode, lists }: { mode: MailingListMode; lists: MailingListEntry[] }) {
  const visible = areMailingListsVisible(mode, useContext(Reveal).revealed)
  return (
    <div id="mailing-list-forms" className={styles.forms} hidden={!visible}>
      {visible &&
        lists.map((list) => (
          <iframe
            key={list.id}
            className={styles.iframe}
            src={list.iframe}
            // Every frame is named for screen readers, even if an editor left the title empty.
            title={list.title.trim() || 'Mailing list sign-up'}
            loading="lazy"
            data-local={list.iframe.startsWith(LOCAL_SIGNUP_PATH) ? '' : undefined}
          />
        ))}
    </div>
  )
}
