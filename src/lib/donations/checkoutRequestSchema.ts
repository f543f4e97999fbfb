import { z } from 'zod'

import {
  DONATION_CURRENCY,
  DONATION_INTERVALS,
  expectedMode,
  MINIMUM_DONATION,
  type DonationOptionSet,
} from './options'

const DEFAULT_MAX_DONATION = 100_000

/** The largest whole-dollar amount accepted (env DONATION_MAX_AMOUNT). */
export function maxDonationAmount(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.DONATION_MAX_AMOUNT)
  return Number.isInteger(configured) && configured >= MINIMUM_DONATION ? configured : DEFAULT_MAX_DONATION
}

/**
 * Body of POST /api/stripe/create-checkout-session (SPEC §3 "Donation request"). The interval must be
 * one the site offers and the mode must match it (payment for one-time, subscription otherwise).
 */
export function checkoutRequestSchema(sets: DonationOptionSet[], maxAmount: number) {
  return z
    .strictObject({
      // A refinement rather than int(): zod 4's int() also refuses whole numbers past 2^53, with its own message,
      // and 1e20 is over the limit rather than not a whole number.
      amount: z
        .number({ error: (issue) => (issue.input === undefined ? 'amount is required' : 'amount must be a number') })
        .refine(Number.isInteger, 'amount must be a whole number of dollars')
        .min(MINIMUM_DONATION, `amount must be at least ${MINIMUM_DONATION}`)
        .max(maxAmount, `amount must be at most ${maxAmount}`),
      interval: z.enum(DONATION_INTERVALS, { error: `interval must be one of ${DONATION_INTERVALS.join(', ')}` }),
      currency: z.literal(DONATION_CURRENCY, { error: 'currency must be USD' }),
      mode: z.enum(['payment', 'subscription'], { error: 'mode must be payment or subscription' }),
    })
    .superRefine((body, ctx) => {
      const mode = expectedMode(sets, body.interval)
      if (mode === null) {
        ctx.addIssue({ code: 'custom', path: ['interval'], message: `interval ${body.interval} is not offered` })
      } else if (mode !== body.mode) {
        ctx.addIssue({ code: 'custom', path: ['mode'], message: `mode must be ${mode} for ${body.interval}` })
      }
    })
}

export type CheckoutRequestBody = z.infer<ReturnType<typeof checkoutRequestSchema>>
