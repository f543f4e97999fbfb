import { describe, expect, it, vi } from 'vitest'

import { collectionInvalidation, globalInvalidation, revalidateAfterChange } from '@/lib/revalidate/hooks'
import { invalidate } from '@/lib/revalidate/invalidate'

describe('collectionInvalidation', () => {
  it('covers the list, the item and every page that shows news', () => {
    const { tags, paths } = collectionInvalidation('news', { slug: 'spring-fair', _status: 'published' })
    expect(tags).toEqual(['collection:news', 'news:spring-fair'])
    expect(paths).toEqual(expect.arrayContaining(['/news', '/news/spring-fair', '/', '/library-program/about']))
  })

  it('also clears the old address when the slug changed', () => {
    const { tags, paths } = collectionInvalidation('guides', { slug: 'new' }, { slug: 'old' })
    expect(tags).toEqual(['collection:guides', 'guides:new', 'guides:old'])
    expect(paths).toEqual(expect.arrayContaining(['/resources/guides/new', '/resources/guides/old']))
  })

  it('gives collections without pages of their own only their tag and the pages showing them', () => {
    expect(collectionInvalidation('participating-libraries', { _status: 'published' })).toEqual({
      tags: ['collection:participating-libraries'],
      paths: ['/library-program/map', '/library-program/about'],
    })
    expect(collectionInvalidation('media', {})).toEqual({ tags: ['collection:media'], paths: [] })
  })
})

describe('globalInvalidation', () => {
  it('refreshes the page an info global is shown on', () => {
    expect(globalInvalidation('poulin')).toEqual({ tags: ['global:poulin'], paths: ['/library-program/poulin'], layoutPaths: [] })
  })

  it('refreshes every page for site-wide texts', () => {
    expect(globalInvalidation('site-settings').layoutPaths).toEqual(['/'])
    expect(globalInvalidation('menus').layoutPaths).toEqual(['/'])
  })
})

describe('outside Next (seed script, CLI)', () => {
  it('neither throws nor warns: there is no cache to clear', () => {
    const logger = { warn: vi.fn() }
    expect(() => invalidate({ tags: ['collection:news'], paths: ['/news'], layoutPaths: ['/'] }, logger)).not.toThrow()
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('hooks hand the document back unchanged', () => {
    const doc = { id: 1, slug: 'a', _status: 'published' }
    const req = { payload: { logger: { warn: vi.fn() } } }
    const hook = revalidateAfterChange('news')
    expect(hook({ doc, previousDoc: doc, req } as never)).toBe(doc)
  })
})
