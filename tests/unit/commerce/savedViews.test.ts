import { describe, expect, it } from 'vitest'

import { savedViewHref, savedViews } from '@/lib/commerce/savedViews'

describe('saved views', () => {
  const views = savedViews(new Date('2026-11-28T16:00:00Z'), 3)
  const view = (key: string) => views.find((candidate) => candidate.key === key)!

  it('answers the six everyday questions, each in its list', () => {
    expect(views.map(({ label, collection }) => [label, collection])).toEqual([
      ['Library orders to ship', 'orders'],
      ['Press orders paid, not shipped', 'orders'],
      ['Books out of stock', 'books'],
      ['Books low in stock', 'books'],
      ['This month\u2019s donations', 'donations'],
      ['Accounts waiting for verification', 'accounts'],
    ])
  })

  it('takes this month as the organisation’s calendar month at the time of the click', () => {
    expect(JSON.stringify(view('donations-this-month').where)).toContain('2026-11-01T04:00:00.000Z')
    // Late on 31 October in New York is still October there, though November in UTC.
    const october = savedViews(new Date('2026-11-01T02:00:00Z'), 3).find((candidate) => candidate.key === 'donations-this-month')!
    expect(JSON.stringify(october.where)).toContain('2026-10-01T04:00:00.000Z')
  })

  it('links to the list with the filter in the URL the admin reads', () => {
    expect(decodeURIComponent(savedViewHref(view('library-to-ship')))).toBe(
      '/admin/collections/orders?where[and][0][type][equals]=library&where[and][1][status][in][0]=pending&where[and][1][status][in][1]=processing',
    )
    expect(decodeURIComponent(savedViewHref(view('accounts-to-verify')))).toBe(
      '/admin/collections/accounts?where[or][0][_verified][equals]=false&where[or][1][_verified][exists]=false',
    )
  })
})
