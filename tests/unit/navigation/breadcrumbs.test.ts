import { describe, expect, it } from 'vitest'

import { breadcrumbTrail } from '@/lib/navigation/breadcrumbs'

describe('breadcrumbTrail', () => {
  it.each([
    ['news', ['Home', 'News'], ['/', '/news']],
    ['note', ['Home', 'Notes'], ['/', '/resources/notes']],
    ['guide', ['Home', 'Teaching Guides'], ['/', '/resources/guides']],
    ['edition', ['Home', 'Support', 'Editions'], ['/', '/support', '/editions']],
    ['libraryPage', ['Home', 'Library Program'], ['/', '/library-program/about']],
    ['pressBook', ['Home', 'A.R.T. Press'], ['/', '/press']],
    ['libraryBook', ['Home', 'Library Program'], ['/', '/library-program']],
  ] as const)('%s: home and its sections link, in order', (kind, labels, hrefs) => {
    const trail = breadcrumbTrail(kind, 'A title')
    expect(trail.slice(0, -1).map((crumb) => crumb.label)).toEqual(labels)
    expect(trail.slice(0, -1).map((crumb) => crumb.href)).toEqual(hrefs)
  })

  it('ends with the current page, which is not a link', () => {
    expect(breadcrumbTrail('news', 'Spring reading list').at(-1)).toEqual({ label: 'Spring reading list' })
  })

  it('never ends with an empty crumb', () => {
    expect(breadcrumbTrail('note', '   ').at(-1)).toEqual({ label: 'Untitled' })
  })
})
