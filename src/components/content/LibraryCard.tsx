import type { ParticipatingLibrary } from '@/payload-types'

import styles from './cards.module.css'
import { ResponsiveImage } from './ResponsiveImage'

export function LibraryCard({ library }: { library: ParticipatingLibrary }) {
  return (
    <article className={styles.card}>
      {library.image && typeof library.image === 'object' && (
        <div className={styles.media}>
          <ResponsiveImage media={library.image} sizes="(max-width: 600px) 100vw, 33vw" alt="" fit="cover" />
        </div>
      )}
      <h3 className={styles.title}>{library.library}</h3>
      <p className={styles.meta}>
        {library.location}
        {library.participantSinceYear ? ` · Participant since ${library.participantSinceYear}` : ''}
      </p>
      {library.excerptText && <p className={styles.excerpt}>{library.excerptText}</p>}
    </article>
  )
}
