import type { DefaultServerCellComponentProps } from 'payload'

import type { Media } from '../../payload-types'

/**
 * Books list: the cover as a small thumbnail, without Payload's upload cell text (the image's whole alt,
 * which made every row three lines tall). A server cell: it reads the image with the list's render.
 */
export async function CoverCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = typeof cellData === 'object' && cellData !== null ? (cellData as { id?: unknown }).id : cellData
  if (typeof id !== 'number' && typeof id !== 'string') return <span>—</span>
  const media = (await payload
    .findByID({ collection: 'media', id, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)) as Media | null
  const src = media?.sizes?.mobile?.url || media?.url
  if (!src) return <span>—</span>
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the admin is rendered by Payload, outside next/image.
    <img src={src} alt="" width={36} height={48} loading="lazy" style={{ display: 'block', objectFit: 'contain', borderRadius: 2 }} />
  )
}
