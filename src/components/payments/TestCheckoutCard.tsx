import type { ReactNode } from 'react'

import styles from './TestCheckoutCard.module.css'

export type CheckoutSummaryRow = { label: string; value: ReactNode; testId?: string }

/**
 * The local stand-in for Stripe's hosted checkout, as one centred card: the 'Test mode' notice, a title, a
 * summary of what is being paid for, then the page's own form (fields with the .field/.input classes and
 * the actions in <TestCheckoutActions>). Donations and the press checkout's test mode use it.
 * Render it inside a site layout (DefaultLayout) so the page keeps the header and footer.
 */
export function TestCheckoutCard({
  title = 'Checkout',
  notice = 'Test mode — no card is charged',
  summary,
  children,
}: {
  title?: string
  /** What the card stands in for (the customer portal's stand-in says so). */
  notice?: string
  summary: CheckoutSummaryRow[]
  children: ReactNode
}) {
  return (
    <div className={styles.wrap}>
      <div className={`card card--narrow ${styles.card}`}>
        <p className={styles.notice}>{notice}</p>
        <h1 className="card__title">{title}</h1>
        <dl className={styles.summary}>
          {summary.map((row, index) => (
            // Two variants of one book share a title: the position tells the rows apart.
            <div key={`${index}:${row.label}`} className={styles.row}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
    </div>
  )
}

/** The card's buttons row: the main action first, then Cancel. */
export function TestCheckoutActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
