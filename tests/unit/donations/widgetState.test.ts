import { describe, expect, it } from 'vitest'

import { htmlToLexical } from '@/lib/content/htmlToLexical'
import { fallbackDonationOptions, normalizeDonationOptions, type DonationOptionSet } from '@/lib/donations/options'
import {
  amountToSend,
  checkoutRequest,
  createWidgetReducer,
  giftDescription,
  initialWidgetState,
  isCustomSelected,
  parseCustomAmount,
  selectedAmountOption,
  selectedInterval,
  type DonationWidgetAction,
  type DonationWidgetState,
} from '@/lib/donations/widgetState'

const configured: DonationOptionSet[] = normalizeDonationOptions({
  stripeDonations: [
    {
      intervalName: 'annual',
      oneTimePayment: false,
      availableAmounts: [{ amount: 120 }, { amount: 240 }, { openAmount: true }],
    },
    {
      intervalName: 'single',
      oneTimePayment: true,
      availableAmounts: [{ amount: 25 }, { amount: 75 }, { openAmount: true }],
    },
  ],
})

/** A one-paragraph rich text, as the editor stores it. */
const doc = (words: string) => htmlToLexical(words)!

const run = (sets: DonationOptionSet[], ...actions: DonationWidgetAction[]): DonationWidgetState =>
  actions.reduce(createWidgetReducer(sets), initialWidgetState())

const customIndex = (sets: DonationOptionSet[], state: DonationWidgetState) =>
  selectedInterval(sets, state).amounts.findIndex((option) => option.openAmount)

describe('donation widget state', () => {
  it('defaults to the first offered interval and its first amount', () => {
    const state = initialWidgetState()
    expect(selectedInterval(configured, state).interval).toBe('annual')
    expect(amountToSend(configured, state)).toBe(120)
    expect(checkoutRequest(configured, state)).toEqual({
      amount: 120,
      interval: 'annual',
      currency: 'USD',
      mode: 'subscription',
    })
  })

  it('uses the fallback presets and intervals (monthly first) when nothing is configured', () => {
    const sets = normalizeDonationOptions(null)
    expect(sets.map((set) => set.interval)).toEqual(['monthly', 'single', 'annual'])
    expect(sets[0].amounts.filter((option) => !option.openAmount).map((option) => option.amount)).toEqual([
      50, 100, 150, 250, 500,
    ])
    expect(checkoutRequest(sets, initialWidgetState())).toEqual({
      amount: 50,
      interval: 'monthly',
      currency: 'USD',
      mode: 'subscription',
    })
  })

  it('takes a choice made in the form before the widget took over: interval, and the amount by its value', () => {
    // The page showed the first interval's amounts (120, 240, custom): 240 is not one of "single"'s, whose first stays.
    const single = run(configured, { type: 'adoptFormChoice', interval: 'single', amount: '240' })
    expect(checkoutRequest(configured, single)).toMatchObject({ interval: 'single', amount: 25 })
    expect(checkoutRequest(configured, run(configured, { type: 'adoptFormChoice', interval: 'annual', amount: '240' }))).toMatchObject({
      interval: 'annual',
      amount: 240,
    })
    const custom = run(configured, { type: 'adoptFormChoice', interval: 'single', amount: 'custom' })
    expect(isCustomSelected(configured, custom)).toBe(true)
    // Nothing checked, or values no option has: the state stays as it was.
    expect(run(configured, { type: 'adoptFormChoice', interval: null, amount: null })).toEqual(initialWidgetState())
    expect(run(configured, { type: 'adoptFormChoice', interval: 'weekly', amount: '7' })).toEqual(initialWidgetState())
  })

  it('selecting an amount sends that amount', () => {
    const state = run(configured, { type: 'selectAmount', index: 1 })
    expect(amountToSend(configured, state)).toBe(240)
  })

  it('changing the interval resets the amount to that interval’s first amount', () => {
    const state = run(configured, { type: 'selectAmount', index: 1 }, { type: 'selectInterval', index: 1 })
    expect(selectedInterval(configured, state).interval).toBe('single')
    expect(amountToSend(configured, state)).toBe(25)
    expect(checkoutRequest(configured, state)).toEqual({
      amount: 25,
      interval: 'single',
      currency: 'USD',
      mode: 'payment',
    })
  })

  it('changing the interval away from Custom leaves Custom', () => {
    const start = initialWidgetState()
    const state = run(
      configured,
      { type: 'selectAmount', index: customIndex(configured, start) },
      { type: 'selectInterval', index: 1 },
    )
    expect(isCustomSelected(configured, state)).toBe(false)
    expect(amountToSend(configured, state)).toBe(25)
  })

  it('Custom shows 50 by default and sends what is typed', () => {
    const index = customIndex(configured, initialWidgetState())
    const state = run(configured, { type: 'selectAmount', index })
    expect(isCustomSelected(configured, state)).toBe(true)
    expect(state.customInput).toBe('50')
    expect(amountToSend(configured, state)).toBe(50)
    expect(
      amountToSend(configured, run(configured, { type: 'selectAmount', index }, { type: 'editCustom', value: '333' })),
    ).toBe(333)
  })

  it('X resets to the interval’s first amount and the custom default', () => {
    const index = customIndex(configured, initialWidgetState())
    const state = run(
      configured,
      { type: 'selectAmount', index },
      { type: 'editCustom', value: '77' },
      { type: 'clearCustom' },
    )
    expect(isCustomSelected(configured, state)).toBe(false)
    expect(selectedAmountOption(configured, state).amount).toBe(120)
    expect(state.customInput).toBe('50')
  })

  it('truncates non-integers and sends an integer', () => {
    const index = customIndex(configured, initialWidgetState())
    const state = run(configured, { type: 'selectAmount', index }, { type: 'editCustom', value: '42.9' })
    expect(amountToSend(configured, state)).toBe(42)
    expect(Number.isInteger(checkoutRequest(configured, state)!.amount)).toBe(true)
    expect(
      run(configured, { type: 'selectAmount', index }, { type: 'editCustom', value: '42.9' }, { type: 'commitCustom' })
        .customInput,
    ).toBe('42')
  })

  it('enforces the minimum of 1', () => {
    const index = customIndex(configured, initialWidgetState())
    for (const value of ['0', '0.5', '-20']) {
      const state = run(configured, { type: 'selectAmount', index }, { type: 'editCustom', value })
      expect(amountToSend(configured, state)).toBe(1)
    }
    expect(
      run(configured, { type: 'selectAmount', index }, { type: 'editCustom', value: '0.4' }, { type: 'commitCustom' })
        .customInput,
    ).toBe('1')
  })

  it('an empty or non-numeric custom field sends nothing', () => {
    const index = customIndex(configured, initialWidgetState())
    expect(
      checkoutRequest(configured, run(configured, { type: 'selectAmount', index }, { type: 'editCustom', value: '' })),
    ).toBeNull()
    expect(parseCustomAmount('abc')).toBeNull()
    expect(parseCustomAmount('1e3')).toBe(1000)
  })

  it('ignores out-of-range selections', () => {
    const state = initialWidgetState()
    const reduce = createWidgetReducer(configured)
    expect(reduce(state, { type: 'selectInterval', index: 9 })).toBe(state)
    expect(reduce(state, { type: 'selectAmount', index: -1 })).toBe(state)
  })

  it('submit marks the widget busy and submitEnded releases it', () => {
    const busy = run(configured, { type: 'submit' })
    expect(busy.submitting).toBe(true)
    expect(createWidgetReducer(configured)(busy, { type: 'submitEnded' }).submitting).toBe(false)
  })
})

describe('normalizeDonationOptions', () => {
  it('drops unknown intervals, duplicate intervals, empty intervals and invalid amounts; sanitises descriptions', () => {
    const sets = normalizeDonationOptions(
      {
        stripeDonations: [
          { intervalName: 'weekly', availableAmounts: [{ amount: 5 }] },
          { intervalName: 'monthly', availableAmounts: [] },
          {
            intervalName: 'single',
            oneTimePayment: true,
            availableAmounts: [
              { amount: 0 },
              { amount: 10.7, stripeApiIdOptional: ' price_10 ', amountDescription: doc('Ten') },
              { amount: 20, amountDescription: { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } } },
            ],
          },
          { intervalName: 'single', availableAmounts: [{ amount: 99 }] },
        ],
      },
    )
    expect(sets).toEqual([
      {
        interval: 'single',
        oneTimePayment: true,
        amounts: [
          { amount: 10, openAmount: false, stripePriceId: 'price_10', description: doc('Ten') },
          { amount: 20, openAmount: false, stripePriceId: null, description: null },
        ],
      },
    ])
  })

  it('falls back when nothing usable is configured', () => {
    expect(normalizeDonationOptions({ stripeDonations: [{ intervalName: 'weekly' }] })).toEqual(
      fallbackDonationOptions(),
    )
  })
})

describe('what the chosen gift does', () => {
  const described = normalizeDonationOptions({
    stripeDonations: [
      {
        intervalName: 'single',
        oneTimePayment: true,
        availableAmounts: [
          { amount: 50, amountDescription: doc('$50 sends five books.') },
          { amount: 100 },
          { amount: 150, amountDescription: doc('$150 sends a shelf.') },
          { openAmount: true },
        ],
      },
    ],
  })
  const custom = (value: string) =>
    run(described, { type: 'selectAmount', index: 3 }, { type: 'editCustom', value })

  it('gives a preset its own text, and nothing for a preset without one', () => {
    expect(giftDescription(described, initialWidgetState())).toEqual({ text: doc('$50 sends five books.'), nearestAmount: null })
    expect(giftDescription(described, run(described, { type: 'selectAmount', index: 1 }))).toBeNull()
  })

  it('gives a custom amount the nearest described preset’s text, the smaller on a tie', () => {
    expect(giftDescription(described, custom('60'))).toEqual({ text: doc('$50 sends five books.'), nearestAmount: 50 })
    expect(giftDescription(described, custom('140'))).toEqual({ text: doc('$150 sends a shelf.'), nearestAmount: 150 })
    expect(giftDescription(described, custom('100'))).toEqual({ text: doc('$50 sends five books.'), nearestAmount: 50 })
    expect(giftDescription(described, custom('5000'))).toEqual({ text: doc('$150 sends a shelf.'), nearestAmount: 150 })
    expect(giftDescription(described, custom(''))).toBeNull()
  })

  it('falls back to the custom option’s own text when no preset has one or nothing is typed', () => {
    const own = normalizeDonationOptions({
      stripeDonations: [
        {
          intervalName: 'single',
          oneTimePayment: true,
          availableAmounts: [{ amount: 50 }, { openAmount: true, amountDescription: doc('Any gift helps.') }],
        },
      ],
    })
    const state = run(own, { type: 'selectAmount', index: 1 })
    expect(giftDescription(own, state)).toEqual({ text: doc('Any gift helps.'), nearestAmount: null })
    expect(giftDescription(own, run(own, { type: 'selectAmount', index: 1 }, { type: 'editCustom', value: '' }))).toEqual({
      text: doc('Any gift helps.'),
      nearestAmount: null,
    })
  })
})
