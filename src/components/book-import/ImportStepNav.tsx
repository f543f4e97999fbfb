'use client'

import { useStepNav } from '@payloadcms/ui'
import { useEffect } from 'react'

/** The admin header's breadcrumb on the import page (otherwise it keeps the page seen before). */
export function ImportStepNav() {
  const { setStepNav } = useStepNav()
  useEffect(() => {
    setStepNav([{ label: 'Books', url: '/admin/collections/books' }, { label: 'Import books' }])
  }, [setStepNav])
  return null
}
