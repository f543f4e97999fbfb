import { readContext } from '@/lib/content/read'

import styles from './DraftModeBar.module.css'
import { LivePreviewListener } from './LivePreviewListener'

/**
 * Shown only to staff previewing drafts: says so, offers a way out, and listens for saves from the
 * admin's live preview. Renders nothing for everyone else, so public pages stay static.
 */
export async function DraftModeBar({ path }: { path: string }) {
  const ctx = await readContext()
  if (!ctx.draft) return null
  return (
    <>
      <LivePreviewListener />
      <p className={styles.bar} role="status">
        Previewing drafts.{' '}
        <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`} className={styles.exit}>
          Exit preview
        </a>
      </p>
    </>
  )
}
