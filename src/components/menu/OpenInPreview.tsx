'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { MENU_PREVIEW_PARAM, MENU_PREVIEW_VALUE } from '@/lib/navigation/menuPreview'

/**
 * In the Site menu's live preview (src/lib/navigation/menuPreview.ts), opens the menu once when the page's
 * query asks for it, so the editor sees the links they change. Rendered only in draft mode.
 */
export function OpenInPreview({ onOpen }: { onOpen: () => void }) {
  const wanted = useSearchParams().get(MENU_PREVIEW_PARAM) === MENU_PREVIEW_VALUE
  const done = useRef(false)
  const open = useRef(onOpen)
  open.current = onOpen

  useEffect(() => {
    if (!wanted || done.current) return
    done.current = true
    open.current()
  }, [wanted])

  return null
}
