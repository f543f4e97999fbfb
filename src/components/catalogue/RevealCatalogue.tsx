'use client'

import { useEffect } from 'react'

import { takeCatalogueReveal } from '../filters/filterStore'

/** Scrolls the catalogue section into view when its view arrives after filters were submitted (see filterStore). */
export function RevealCatalogue({ sectionId }: { sectionId: string }) {
  useEffect(() => {
    if (takeCatalogueReveal()) document.getElementById(sectionId)?.scrollIntoView({ block: 'start' })
  }, [sectionId])
  return null
}
