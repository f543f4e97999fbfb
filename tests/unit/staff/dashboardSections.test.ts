import { describe, expect, it } from 'vitest'

import { dashboardSections } from '../../../src/lib/staff/dashboardSections'

describe('the admin home per role', () => {
  it('shows fulfilment orders, stock and the email queue, not donations or content', () => {
    expect(dashboardSections(['fulfilment'])).toEqual(['orders', 'stock', 'emails'])
  })

  it('shows editors content only', () => {
    expect(dashboardSections(['editor'])).toEqual(['content'])
  })

  it('shows admins everything, donations and book offers included', () => {
    expect(dashboardSections(['admin'])).toEqual(['orders', 'stock', 'emails', 'content', 'donations', 'bookOffers'])
  })

  it('adds up several roles in one order, and shows nothing without a role', () => {
    expect(dashboardSections(['editor', 'fulfilment'])).toEqual(['orders', 'stock', 'emails', 'content'])
    expect(dashboardSections([])).toEqual([])
    expect(dashboardSections(null)).toEqual([])
  })
})
