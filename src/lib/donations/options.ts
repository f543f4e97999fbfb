/**
 * Donation option sets (SPEC §3 "stripeDonations") normalised for the widget and the checkout
 * endpoint, with the SPEC §9 fallback when the content system offers none.
 */
import { hasRichText, type RichTextDocument } from '../content/richText'

export const DONATION_INTERVALS = ['single', 'monthly', 'annual'] as const
export type DonationInterval = (typeof DONATION_INTERVALS)[number]
export type CheckoutMode = 'payment' | 'subscription'

export const DONATION_CURRENCY = 'USD'
export const CUSTOM_AMOUNT_DEFAULT = 50
export const MINIMUM_DONATION = 1
const FALLBACK_AMOUNTS = [50, 100, 150, 250, 500] as const
/** SPEC §9 order: monthly, single, annual (the first is the default). */
const FALLBACK_INTERVALS: DonationInterval[] = ['monthly', 'single', 'annual']

/**
 * `Description`: the rich text as stored; the donation form receives it already rendered by the server
 * (GivingSection), so that no rich-text renderer travels to the browser.
 */
export type DonationAmountOption<Description = RichTextDocument | null> = {
  /** Whole dollars; null for the custom ("open") amount. */
  amount: number | null
  openAmount: boolean
  stripePriceId: string | null
  /** What the amount does (rich text), shown under the Donate button and beside the form. */
  description: Description
}

export type DonationOptionSet<Description = RichTextDocument | null> = {
  interval: DonationInterval
  oneTimePayment: boolean
  amounts: DonationAmountOption<Description>[]
}

/** Shape of the donation-options global as Payload returns it (only what is read here). */
export type RawDonationOptions = {
  stripeDonations?:
    | {
        intervalName?: string | null
        oneTimePayment?: boolean | null
        availableAmounts?:
          | {
              amount?: number | null
              openAmount?: boolean | null
              stripeApiIdOptional?: string | null
              amountDescription?: unknown
            }[]
          | null
      }[]
    | null
} | null

export const isDonationInterval = (value: unknown): value is DonationInterval =>
  typeof value === 'string' && (DONATION_INTERVALS as readonly string[]).includes(value)

export const modeForOneTimePayment = (oneTimePayment: boolean): CheckoutMode =>
  oneTimePayment ? 'payment' : 'subscription'

export const intervalLabel = (interval: DonationInterval): string =>
  ({ single: 'Single', monthly: 'Monthly', annual: 'Annual' })[interval]

/** The words after an amount: "$50 monthly", "$50 once". */
export const intervalPhrase = (interval: DonationInterval): string =>
  ({ single: 'once', monthly: 'monthly', annual: 'annually' })[interval]

const fallbackAmounts = (): DonationAmountOption[] => [
  ...FALLBACK_AMOUNTS.map((amount) => ({ amount, openAmount: false, stripePriceId: null, description: null })),
  { amount: null, openAmount: true, stripePriceId: null, description: null },
]

export const fallbackDonationOptions = (): DonationOptionSet[] =>
  FALLBACK_INTERVALS.map((interval) => ({
    interval,
    oneTimePayment: interval === 'single',
    amounts: fallbackAmounts(),
  }))

/**
 * Turns the global into option sets. Unknown intervals, duplicate intervals and amounts without a
 * positive whole-dollar value are dropped; an interval left with no amounts is dropped; nothing
 * usable → the fallback. A description with no words counts as none.
 */
export function normalizeDonationOptions(raw: RawDonationOptions): DonationOptionSet[] {
  const sets: DonationOptionSet[] = []
  for (const entry of raw?.stripeDonations ?? []) {
    const interval = entry.intervalName
    if (!isDonationInterval(interval) || sets.some((set) => set.interval === interval)) continue
    const amounts: DonationAmountOption[] = []
    for (const option of entry.availableAmounts ?? []) {
      const openAmount = Boolean(option.openAmount)
      const amount = typeof option.amount === 'number' ? Math.trunc(option.amount) : null
      if (!openAmount && (amount === null || amount < MINIMUM_DONATION)) continue
      amounts.push({
        amount: openAmount ? null : amount,
        openAmount,
        stripePriceId: openAmount ? null : option.stripeApiIdOptional?.trim() || null,
        description: hasRichText(option.amountDescription) ? (option.amountDescription as RichTextDocument) : null,
      })
    }
    if (amounts.length === 0) continue
    sets.push({ interval, oneTimePayment: Boolean(entry.oneTimePayment), amounts })
  }
  return sets.length > 0 ? sets : fallbackDonationOptions()
}

/** The mode a request for this interval must use, given the offered options. */
export function expectedMode(sets: DonationOptionSet<unknown>[], interval: DonationInterval): CheckoutMode | null {
  const set = sets.find((candidate) => candidate.interval === interval)
  return set ? modeForOneTimePayment(set.oneTimePayment) : null
}

/** The Stripe price configured for exactly this preset amount, if any (never for custom amounts). */
export function configuredPriceId(
  sets: DonationOptionSet[],
  interval: DonationInterval,
  amount: number,
): string | null {
  const set = sets.find((candidate) => candidate.interval === interval)
  return set?.amounts.find((option) => !option.openAmount && option.amount === amount)?.stripePriceId ?? null
}

/**
 * What each preset amount does, for the page beside the widget: the one-time set's descriptions (they read
 * "$50 sends…", not "$50 every month sends…"), else the first set's. The custom amount and presets without a
 * description are left out.
 */
export function amountImpacts(sets: DonationOptionSet[]): { amount: number; description: RichTextDocument }[] {
  const set = sets.find((candidate) => candidate.interval === 'single') ?? sets[0]
  return (set?.amounts ?? []).flatMap((option) =>
    !option.openAmount && option.amount !== null && option.description
      ? [{ amount: option.amount, description: option.description }]
      : [],
  )
}
