'use client'

import { useConfig, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type MediaDoc = { url?: string | null; alt?: string | null; sizes?: { mobile?: { url?: string | null } } }

/**
 * Book form: the chosen cover at a size an editor can check it by (the upload field's own thumbnail is
 * a few dozen pixels). Follows the Cover field as it changes.
 */
export function CoverPreview() {
  const cover = useFormFields(([fields]) => fields.featuredImage?.value)
  const { config } = useConfig()
  const [loaded, setLoaded] = useState<{ id: string; media: MediaDoc | null } | null>(null)
  const raw = typeof cover === 'object' && cover !== null && 'id' in cover ? (cover as { id: unknown }).id : cover
  const id = raw === null || raw === undefined || raw === '' ? null : String(raw)

  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/media/${encodeURIComponent(id)}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<MediaDoc>) : null))
      .then((media) => setLoaded({ id, media }))
      .catch(() => {})
    return () => controller.abort()
  }, [id, config.routes.api])

  // Only the cover now chosen: a removed or replaced one disappears at once.
  const media = loaded && loaded.id === id ? loaded.media : null
  const src = media?.sizes?.mobile?.url || media?.url
  if (!src) return null
  return (
    <figure style={{ margin: '0 0 24px' }}>
      {/* The admin is outside next/image's reach (Payload renders it); the 1000 px size is plenty. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={media?.alt ? `Cover: ${media.alt}` : 'Cover preview'}
        style={{ display: 'block', width: 'auto', maxWidth: '100%', maxHeight: 420, borderRadius: 4, boxShadow: '0 1px 6px rgb(0 0 0 / 0.15)' }}
      />
    </figure>
  )
}
