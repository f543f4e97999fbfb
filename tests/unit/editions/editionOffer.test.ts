import { describe, expect, it } from 'vitest'

import { editionOffer, formatEditionPrice } from '@/lib/editions/editionOffer'

const INBOX = 'info@art.example.org'

describe('editionOffer', () => {
  it('states the price and the edition size, in that order', () => {
    expect(editionOffer({ title: 'Harbor Light', price: 250, editionSize: 1200 }, INBOX).facts).toEqual([
      '$250',
      'Edition of 1,200',
    ])
  })

  it('leaves out what the edition does not say', () => {
    expect(editionOffer({ title: 'Salt Studies', editionSize: 300 }, INBOX).facts).toEqual(['Edition of 300'])
    expect(editionOffer({ title: 'Salt Studies', price: 0 }, INBOX).facts).toEqual(['$0'])
    expect(editionOffer({ title: 'Salt Studies' }, INBOX).facts).toEqual([])
  })

  it('sends a buyer to the press item when the press shop sells the edition', () => {
    const offer = editionOffer({ title: 'Folded Map', availability: 'lastCopies', pressBook: { slug: 'folded map' } }, INBOX)
    expect(offer.action).toEqual({ kind: 'buy', href: '/press/folded%20map' })
    expect(offer.availabilityLabel).toBe('Last copies')
  })

  it('offers an email enquiry naming the edition when no published press item sells it', () => {
    const enquiry = { kind: 'enquire', href: 'mailto:info@art.example.org?subject=Edition%20enquiry%3A%20Night%20%26%20Day' }
    expect(editionOffer({ title: 'Night & Day' }, INBOX).action).toEqual(enquiry)
    expect(editionOffer({ title: 'Night & Day', pressBook: 12 }, INBOX).action).toEqual(enquiry)
    expect(editionOffer({ title: 'Night & Day', pressBook: { slug: null } }, INBOX).action).toEqual(enquiry)
  })

  it('is available unless it says otherwise, and offers no way to a sold-out edition', () => {
    expect(editionOffer({ title: 'Paper Garden', availability: null }, INBOX).availabilityLabel).toBe('Available')
    const soldOut = editionOffer({ title: 'Paper Garden', availability: 'soldOut', pressBook: { slug: 'paper-garden' } }, INBOX)
    expect(soldOut.availabilityLabel).toBe('Sold out')
    expect(soldOut.action).toBeNull()
  })
})

describe('formatEditionPrice', () => {
  it('shows cents only when there are some', () => {
    expect(formatEditionPrice(1500)).toBe('$1,500')
    expect(formatEditionPrice(12.5)).toBe('$12.50')
  })
})
