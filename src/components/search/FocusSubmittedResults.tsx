'use client'

import { useEffect } from 'react'

import { takeSearchSubmitted } from '@/lib/search/submittedSearch'

/** Moves focus to the results heading when this page shows the query the visitor just submitted. */
export function FocusSubmittedResults({ query, headingId }: { query: string; headingId: string }) {
  useEffect(() => {
    if (takeSearchSubmitted(sessionStorage, query)) document.getElementById(headingId)?.focus()
  }, [query, headingId])
  return null
}
