import type { CollectionConfig, DocumentTabCondition, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { withApiTabForAdmins } from '@/collections/apiTab'

const Things: CollectionConfig = {
  slug: 'things',
  admin: { useAsTitle: 'title', components: { views: { edit: { versions: { tab: { label: 'History' } } } } } },
  fields: [{ name: 'title', type: 'text' }],
}

const apiTabShownTo = (roles: string[] | null) => {
  const condition = withApiTabForAdmins(Things).admin?.components?.views?.edit?.api?.tab?.condition as DocumentTabCondition
  const user = roles === null ? null : { collection: 'users', roles }
  return condition({ req: { user } as unknown as PayloadRequest } as Parameters<DocumentTabCondition>[0])
}

describe('withApiTabForAdmins: the raw-JSON API tab is for admins only', () => {
  it('shows it to admins', () => {
    expect(apiTabShownTo(['admin'])).toBe(true)
  })

  it('hides it from editors, fulfilment and anyone else', () => {
    expect(apiTabShownTo(['editor'])).toBe(false)
    expect(apiTabShownTo(['fulfilment'])).toBe(false)
    expect(apiTabShownTo(null)).toBe(false)
  })

  it('keeps the rest of the admin settings', () => {
    const admin = withApiTabForAdmins(Things).admin
    expect(admin?.useAsTitle).toBe('title')
    expect(admin?.components?.views?.edit?.versions).toEqual({ tab: { label: 'History' } })
  })
})
