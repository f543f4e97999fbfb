'use client'

import { useId, useState, type ReactNode } from 'react'

import styles from './SiteFooter.module.css'

/**
 * A button that shows its content right below it (and hides it again), for the footer's longer parts such as
 * the book-donation form: the footer stays short until a visitor asks for the form. The block around it
 * takes the footer's full width while open (data-open), so the form is never squeezed into one column.
 */
export function RevealInPlace({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={styles.reveal} data-open={open ? '' : undefined}>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </button>
      {/* Mounted only while open: the page's own fields (a checkout's Email…) stay the only ones of their name. */}
      <div id={id} className={styles.revealed} hidden={!open}>
        {open && children}
      </div>
    </div>
  )
}
