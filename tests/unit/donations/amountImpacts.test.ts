import { describe, expect, it } from 'vitest'

import { htmlToLexical } from '@/lib/content/htmlToLexical'
import { amountImpacts, fallbackDonationOptions, type DonationOptionSet } from '@/lib/donations/options'

const doc = (html: string) => htmlToLexical(html)!
const preset = (amount: number, html: string | null) => ({
  amount,
  openAmount: false,
  stripePriceId: null,
  description: html ? doc(html) : null,
})
const custom = { amount: null, openAmount: true, stripePriceId: null, description: doc('<p>Any amount helps.</p>') }

describe('amountImpacts', () => {
  it("lists the one-time presets' descriptions even when another interval is offered first", () => {
    const sets: DonationOptionSet[] = [
      { interval: 'monthly', oneTimePayment: false, amounts: [preset(50, '<p>$50 every month sends five books.</p>')] },
      { interval: 'single', oneTimePayment: true, amounts: [preset(50, '<p>$50 sends five books.</p>'), custom] },
    ]
    expect(amountImpacts(sets)).toEqual([{ amount: 50, description: doc('<p>$50 sends five books.</p>') }])
  })

  it('falls back to the first set and skips presets that say nothing and the custom amount', () => {
    const sets: DonationOptionSet[] = [
      {
        interval: 'annual',
        oneTimePayment: false,
        amounts: [preset(100, '<p>$100 a year fills a shelf.</p>'), preset(250, null), custom],
      },
    ]
    expect(amountImpacts(sets)).toEqual([{ amount: 100, description: doc('<p>$100 a year fills a shelf.</p>') }])
  })

  it('is empty for the fallback presets, which have no descriptions', () => {
    expect(amountImpacts(fallbackDonationOptions())).toEqual([])
  })
})
