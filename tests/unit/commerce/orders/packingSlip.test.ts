import { describe, expect, it } from 'vitest'

import { packingSlip, packingSlipsHtml } from '@/lib/commerce/orders/packingSlip'

import { libraryOrder, pressOrder } from './fixtures'

describe('packing slip', () => {
  it('holds the address, the lines and the count, without prices', () => {
    const slip = packingSlip(libraryOrder)
    expect(slip).toEqual({
      number: '#1024',
      typeLabel: 'Library Program',
      date: 'November 3, 2026',
      shipTo: ['Ada Librarian', 'Portland Public Library', '5 Monument Square', 'Portland, ME 04101', 'US'],
      email: 'ada@library.example',
      phone: '207-555-0101',
      shippingMethod: 'freeShipping',
      lines: [
        { title: 'Ways of Seeing', sku: 'WOS-1', qty: 2 },
        { title: 'Interaction of Color', sku: 'IOC-1', qty: 1 },
      ],
      totalQty: 3,
      note: 'Leave at the "back" door, please',
    })
  })

  it('names the shipping method as staff named it, not by its code handle', () => {
    expect(packingSlip(libraryOrder, { freeShipping: 'Free shipping' }).shippingMethod).toBe('Free shipping')
  })

  it('names a press buyer’s organisation, not a library', () => {
    expect(packingSlip(pressOrder).shipTo.slice(0, 2)).toEqual(['Bo Buyer', 'Studio B'])
  })

  it('prints one slip per page, escaped, with the toolbar hidden in print', () => {
    const html = packingSlipsHtml([packingSlip(libraryOrder), packingSlip(pressOrder)], 'Packing slips · Processing')
    expect(html.match(/<article class="slip">/g)).toHaveLength(2)
    expect(html).toContain('@page { margin: 15mm 14mm; }')
    expect(html).toContain('break-after: page')
    expect(html).toContain('=HYPERLINK(&quot;x&quot;)')
    expect(html).not.toContain('$25.00')
  })

  it('has a Print button without an inline event handler, which the site’s policy would refuse', () => {
    const html = packingSlipsHtml([packingSlip(libraryOrder)], 'Packing slip')
    expect(html).toMatch(/<button[^>]*>Print<\/button>/)
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
  })

  it('says so when no order matches', () => {
    expect(packingSlipsHtml([], 'Packing slips')).toContain('No orders match these filters.')
  })
})
