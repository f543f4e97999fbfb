/** Donation widget options (SPEC §3 stripeDonations, §9 presets $50–$500 and a custom amount). */
import { bold, paragraph, richText } from './lexical'

const DONATION_PRESETS = [50, 100, 150, 250, 500] as const

const IMPACT: Record<number, string> = {
  50: 'sends five art books to a rural library',
  100: 'sends a box of ten books to a school library',
  150: 'pays for a teaching guide workshop',
  250: 'sends a full order to a prison library',
  500: 'brings a tribal library into the program for a year',
}

const INTERVALS = [
  { intervalName: 'monthly', oneTimePayment: false, every: ' every month' },
  { intervalName: 'single', oneTimePayment: true, every: '' },
  { intervalName: 'annual', oneTimePayment: false, every: ' every year' },
] as const

export const donationOptions = () => ({
  stripeDonations: INTERVALS.map(({ intervalName, oneTimePayment, every }) => ({
    intervalName,
    oneTimePayment,
    availableAmounts: [
      ...DONATION_PRESETS.map((amount) => ({
        amount,
        openAmount: false,
        amountDescription: richText(`$${amount}${every} ${IMPACT[amount]}.`),
      })),
      {
        openAmount: true,
        amountDescription: richText(
          paragraph(`Choose your own amount${every}. `, bold('Every dollar'), ' puts art books on library shelves.'),
        ),
      },
    ],
  })),
})
