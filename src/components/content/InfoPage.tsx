import type { ReactNode } from 'react'

import type { Media } from '@/payload-types'

import styles from './page.module.css'
import { PageIntro } from './PageIntro'
import { Prose } from './Prose'
import { ResponsiveImage } from './ResponsiveImage'

/** The shape the info globals (about, support, press about) share. */
export type InfoContent = { title: string; intro?: unknown; image?: Media | number | null; body?: unknown }

/** An info page: title and intro, then body text beside the page's image, then whatever the page adds. */
export function InfoPage({ content, eyebrow, children }: { content: InfoContent; eyebrow?: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageIntro eyebrow={eyebrow} title={content.title}>
        <Prose data={content.intro} />
      </PageIntro>
      <div className={styles.split}>
        <Prose data={content.body} />
        <ResponsiveImage media={content.image} sizes="(max-width: 1000px) 100vw, 40vw" priority />
      </div>
      {children}
    </div>
  )
}
