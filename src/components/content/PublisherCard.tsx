import type { Publisher } from '@/payload-types'

import styles from './cards.module.css'
import { ResponsiveImage } from './ResponsiveImage'

export function PublisherCard({ publisher }: { publisher: Publisher }) {
  return (
    <article className={styles.card}>
      <div className={styles.logo}>
        <ResponsiveImage media={publisher.image} sizes="(max-width: 600px) 50vw, 16vw" alt="" />
      </div>
      <h3 className={styles.title}>{publisher.name}</h3>
      {publisher.location && <p className={styles.meta}>{publisher.location}</p>}
    </article>
  )
}
