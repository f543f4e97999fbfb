'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useEffectEvent } from 'react'

import { MENU_PREVIEW_PARAM, MENU_PREVIEW_VALUE } from '@/lib/navigation/menuPreview'

/**
 * In the Site menu's live preview (src/lib/navigation/menuPreview.ts), opens the menu when the page's query
 * asks for it, so the editor sees the links they change; a refresh after each save keeps it open. Rendered
 * only in draft mode.
 */
export function OpenInPreview({ onOpen }: { onOpen: () => void }) {
  const wanted = useSearchParams().get(MENU_PREVIEW_PARAM) === MENU_PREVIEW_VALUE
  const open = useEffectEvent(onOpen)

  useEffect(() => {
    if (wanted) open()
  }, [wanted])

  return null
}
