import { RichText, type RichTextData } from '@/components/richtext/RichText'

import styles from './page.module.css'

/** Rich text from the content system in the content pages' reading style. */
export function Prose({ data, className }: { data: unknown; className?: string }) {
  return <RichText data={data as RichTextData} className={[styles.body, className].filter(Boolean).join(' ')} />
}
