/**
 * Donation widget state (SPEC §4, §5, §9) as a pure reducer: the React widget only renders it.
 */
import type { RichTextDocument } from '../content/richText'
import {
  CUSTOM_AMOUNT_DEFAULT,
  DONATION_CURRENCY,
  MINIMUM_DONATION,
  modeForOneTimePayment,
  type CheckoutMode,
  type DonationAmountOption,
  type DonationInterval,
  type DonationOptionSet,
} from './options'

export type DonationWidgetState = {
  intervalIndex: number
  amountIndex: number
  /** What the donor typed in the custom field (kept as text so editing is not fought). */
  customInput: string
  submitting: boolean
}

export type DonationWidgetAction =
  | { type: 'selectInterval'; index: number }
  | { type: 'selectAmount'; index: number }
  | { type: 'editCustom'; value: string }
  /** Leaving the field shows the amount that will be sent (truncated, at least the minimum). */
  | { type: 'commitCustom' }
  /** The X button: back to the interval's first amount. */
  | { type: 'clearCustom' }
  | { type: 'submit' }
  /** The checkout did not open, or the page came back from it: Donate works again. */
  | { type: 'submitEnded' }
  /**
   * The radios' values checked in the form when the widget took over the server's markup: a choice made before
   * the page's scripts ran (the browser keeps it; React's state would not know it).
   */
  | { type: 'adoptFormChoice'; interval: string | null; amount: string | null }

/** An amount radio's value: the amount in dollars, or `custom` for the open amount. */
export const amountValue = (option: DonationAmountOption<unknown>): string =>
  option.openAmount ? 'custom' : String(option.amount)

export const initialWidgetState = (): DonationWidgetState => ({
  intervalIndex: 0,
  amountIndex: 0,
  customInput: String(CUSTOM_AMOUNT_DEFAULT),
  submitting: false,
})

/** Custom input → whole dollars: non-integers truncated, below the minimum raised to it, junk → null. */
export function parseCustomAmount(input: string): number | null {
  const trimmed = input.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  if (!Number.isFinite(value)) return null
  return Math.max(MINIMUM_DONATION, Math.trunc(value))
}

export function createWidgetReducer(sets: DonationOptionSet<unknown>[]) {
  const amountsOf = (intervalIndex: number) => sets[intervalIndex]?.amounts ?? []
  return function reduce(state: DonationWidgetState, action: DonationWidgetAction): DonationWidgetState {
    switch (action.type) {
      case 'selectInterval':
        if (action.index < 0 || action.index >= sets.length || action.index === state.intervalIndex) return state
        return { ...state, intervalIndex: action.index, amountIndex: 0, customInput: String(CUSTOM_AMOUNT_DEFAULT) }
      case 'selectAmount':
        if (action.index < 0 || action.index >= amountsOf(state.intervalIndex).length) return state
        return { ...state, amountIndex: action.index }
      case 'adoptFormChoice': {
        const chosen = sets.findIndex((set) => set.interval === action.interval)
        const withInterval = chosen < 0 ? state : reduce(state, { type: 'selectInterval', index: chosen })
        // The amount radios on the page were the first interval's: matched by value in the chosen one's.
        const amount = amountsOf(withInterval.intervalIndex).findIndex(
          (option) => amountValue(option) === action.amount,
        )
        return amount < 0 ? withInterval : reduce(withInterval, { type: 'selectAmount', index: amount })
      }
      case 'editCustom':
        return { ...state, customInput: action.value }
      case 'commitCustom': {
        const amount = parseCustomAmount(state.customInput)
        return amount === null ? state : { ...state, customInput: String(amount) }
      }
      case 'clearCustom':
        return { ...state, amountIndex: 0, customInput: String(CUSTOM_AMOUNT_DEFAULT) }
      case 'submit':
        return { ...state, submitting: true }
      case 'submitEnded':
        return { ...state, submitting: false }
    }
  }
}

export function selectedInterval<D>(sets: DonationOptionSet<D>[], state: DonationWidgetState): DonationOptionSet<D> {
  return sets[state.intervalIndex] ?? sets[0]
}

export function selectedAmountOption<D>(
  sets: DonationOptionSet<D>[],
  state: DonationWidgetState,
): DonationAmountOption<D> {
  const { amounts } = selectedInterval(sets, state)
  return amounts[state.amountIndex] ?? amounts[0]
}

export const isCustomSelected = (sets: DonationOptionSet<unknown>[], state: DonationWidgetState): boolean =>
  selectedAmountOption(sets, state).openAmount

/** The whole-dollar amount Donate would send, or null when the custom field holds no number. */
export function amountToSend(sets: DonationOptionSet<unknown>[], state: DonationWidgetState): number | null {
  const option = selectedAmountOption(sets, state)
  return option.openAmount ? parseCustomAmount(state.customInput) : option.amount
}

export type DonationCheckoutRequest = {
  amount: number
  interval: DonationInterval
  currency: typeof DONATION_CURRENCY
  mode: CheckoutMode
}

/** SPEC §3/§7 request body for POST /api/stripe/create-checkout-session, or null when nothing valid is chosen. */
export function checkoutRequest(
  sets: DonationOptionSet<unknown>[],
  state: DonationWidgetState,
): DonationCheckoutRequest | null {
  const amount = amountToSend(sets, state)
  if (amount === null) return null
  const set = selectedInterval(sets, state)
  return {
    amount,
    interval: set.interval,
    currency: DONATION_CURRENCY,
    mode: modeForOneTimePayment(set.oneTimePayment),
  }
}

export type GiftDescription<D = RichTextDocument> = { text: D; nearestAmount: number | null }

/**
 * What the chosen gift does (issue 32 item 5): a preset's own description; for a custom amount, the description
 * of the preset nearest the typed amount (the smaller on a tie, so the page never promises more than the gift),
 * marked with that amount, else the custom option's own text.
 */
export function giftDescription<D>(
  sets: DonationOptionSet<D | null>[],
  state: DonationWidgetState,
): GiftDescription<D> | null {
  const option = selectedAmountOption(sets, state)
  const own = option.description ? { text: option.description, nearestAmount: null } : null
  if (!option.openAmount) return own
  const typed = parseCustomAmount(state.customInput)
  if (typed === null) return own
  let nearest: { amount: number; text: D } | null = null
  for (const preset of selectedInterval(sets, state).amounts) {
    if (preset.openAmount || preset.amount === null || !preset.description) continue
    const distance = Math.abs(preset.amount - typed)
    const best = nearest ? Math.abs(nearest.amount - typed) : Infinity
    if (distance < best || (distance === best && nearest && preset.amount < nearest.amount))
      nearest = { amount: preset.amount, text: preset.description }
  }
  return nearest ? { text: nearest.text, nearestAmount: nearest.amount } : own
}
