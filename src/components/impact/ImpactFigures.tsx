import type { ImpactFigures as Figures } from '@/lib/impact/impactFigures'

import styles from './ImpactFigures.module.css'

type Notes = { librariesNote: string; booksNote: string; statesNote: string; peopleNote: string }

const FIGURES = [
  { key: 'libraries', label: 'libraries served', note: 'librariesNote' },
  { key: 'books', label: 'books sent', note: 'booksNote' },
  { key: 'states', label: 'states reached', note: 'statesNote' },
  { key: 'peopleServed', label: 'people served', note: 'peopleNote' },
] as const

/**
 * The Library Program's figures, each defined in a footnote: a screen reader hears the figure, its label and
 * the footnote's number, and the footnote link jumps to the definition (and back by the browser's Back).
 */
export function ImpactFigures({ heading, figures, notes }: { heading: string; figures: Figures; notes: Notes }) {
  return (
    <section className={styles.section} aria-labelledby="impact-title">
      <h2 id="impact-title">{heading}</h2>
      <dl className={styles.figures}>
        {FIGURES.map(({ key, label }, index) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.label}>
              {label}
              <sup>
                <a href={`#impact-note-${index + 1}`} id={`impact-ref-${index + 1}`} aria-label={`Footnote ${index + 1}`}>
                  {index + 1}
                </a>
              </sup>
            </dt>
            <dd className={styles.number}>{figures[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <ol className={styles.notes} aria-label="How these figures are counted">
        {FIGURES.map(({ key, note }, index) => (
          <li key={key} id={`impact-note-${index + 1}`}>
            {notes[note]}
          </li>
        ))}
      </ol>
    </section>
  )
}
