import type { Testimonial } from '@/payload-types'

import styles from './cards.module.css'

export function TestimonialCard({ item }: { item: Testimonial }) {
  const place = [item.library, item.location].filter(Boolean).join(', ')
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>“{item.quote}”</p>
      </blockquote>
      <figcaption>
        <cite>{item.name}</cite>
        {item.role && <span>{item.role}</span>}
        {place && <span className={styles.meta}>{item.role ? ', ' : ''}{place}</span>}
      </figcaption>
    </figure>
  )
}
