'use client'

import { useEffect, useState } from 'react'

import type { FilterType } from '@/lib/catalogue/filters'
import type { FilterList } from '@/lib/catalogue/server'

const cache = new Map<FilterType, Promise<FilterList>>()

function load(type: FilterType): Promise<FilterList> {
  let pending = cache.get(type)
  if (!pending) {
    pending = fetch(`/api/search/filters?type=${type}`).then((r) => {
      if (!r.ok) throw new Error(`Filters could not be loaded (${r.status})`)
      return r.json() as Promise<FilterList>
    })
    pending.catch(() => cache.delete(type))
    cache.set(type, pending)
  }
  return pending
}

/** The tags of one filter type, loaded once per page visit. */
export function useFilterList(type: FilterType | null) {
  const [result, setResult] = useState<{ type: FilterType; list?: FilterList; error?: string } | null>(null)
  useEffect(() => {
    if (!type) return
    let live = true
    load(type).then(
      (list) => live && setResult({ type, list }),
      (error: Error) => live && setResult({ type, error: error.message }),
    )
    return () => {
      live = false
    }
  }, [type])
  return result?.type === type ? result : null
}
