import { US_STATES } from '@/lib/auth/usStates'
import type { StateTotal } from '@/lib/map/mapEntries'

import styles from './StateTotals.module.css'

const NAMES = new Map<string, string>(US_STATES)

/**
 * Books sent and libraries per state, most books first: the map's figures as a table a screen reader can walk
 * and a keyboard user never has to scroll sideways for. Each row's bar is the share of the busiest state.
 */
export type StateTotalsTexts = {
  heading: string
  caption: string
  stateColumn: string
  librariesColumn: string
  booksColumn: string
}

export function StateTotals({ totals, texts }: { totals: readonly StateTotal[]; texts: StateTotalsTexts }) {
  if (totals.length === 0) return null
  const most = Math.max(1, ...totals.map((total) => total.books))
  return (
    <section className={styles.section} aria-labelledby="state-totals-title">
      <h2 id="state-totals-title">{texts.heading}</h2>
      <table className={styles.table}>
        <caption className="visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.stateColumn}</th>
            <th scope="col" className={styles.number}>
              {texts.librariesColumn}
            </th>
            <th scope="col" className={styles.number}>
              {texts.booksColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.state}>
              <th scope="row">{NAMES.get(total.state) ?? total.state}</th>
              <td className={styles.number}>{total.libraries.toLocaleString('en-US')}</td>
              <td className={styles.number}>
                <span className={styles.bar} style={{ inlineSize: `${(total.books / most) * 100}%` }} aria-hidden="true" />
                <span className={styles.figure}>{total.books.toLocaleString('en-US')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
