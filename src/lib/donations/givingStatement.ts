import { fillPlaceholders } from '../content/placeholders'
import type { EmailMessage } from '../email'
import { emailBody } from '../email/paragraphs'
import type { Donation } from '../../payload-types'
import {
  donorNameOf,
  formatDollars,
  formatGiftDate,
  giftYear,
  INTERVAL_LABELS,
  organisationParagraph,
  paymentReference,
  RECEIPT_TIME_ZONE,
  receiptSettings,
  type ReceiptSettings,
} from './receipt'

/**
 * The yearly giving statement (issue 32 item 3): one donor's gifts of one calendar year in New York time, each
 * with its date, amount, interval and reference, refunded ones marked and left out of the total.
 */

export type StatementDonation = Pick<
  Donation,
  | 'id'
  | 'amount'
  | 'interval'
  | 'status'
  | 'donorName'
  | 'donorEmail'
  | 'completedAt'
  | 'refundedAt'
  | 'stripePaymentIntentId'
  | 'stripeInvoiceId'
  | 'stripeCheckoutSessionId'
>

type StatementLine = { date: string; amount: string; interval: string; reference: string; refunded: boolean }

export type GivingStatement = {
  year: number
  /** Lower-cased: the donor's gifts are grouped by address, whatever its case. */
  email: string
  name: string
  lines: StatementLine[]
  /** Dollars of the gifts that were not refunded. */
  total: number
}

/** A gift that was paid: completed, or the first payment of a recurring gift (active, later cancelled), or refunded since. */
const PAID_STATUSES: ReadonlySet<Donation['status']> = new Set(['completed', 'active', 'cancelled', 'refunded'])

/** Refunded in full: marked so, even when a later cancellation of its subscription moved the status on. */
const isRefunded = (donation: StatementDonation) => donation.status === 'refunded' || !!donation.refundedAt

export const donorKey = (email: string): string => email.trim().toLowerCase()

/** The donation was paid in that New York calendar year, by that donor (any case of the address). */
const belongsToStatement = (donation: StatementDonation, email: string, year: number): boolean =>
  !!donation.completedAt &&
  !!donation.donorEmail &&
  PAID_STATUSES.has(donation.status) &&
  donorKey(donation.donorEmail) === donorKey(email) &&
  giftYear(donation.completedAt) === year

/** The statement of one donor and year, from any donations (others are left out); null when they gave nothing then. */
export function givingStatement(donations: StatementDonation[], email: string, year: number): GivingStatement | null {
  const gifts = donations
    .filter((donation) => belongsToStatement(donation, email, year))
    .sort((a, b) => Date.parse(a.completedAt!) - Date.parse(b.completedAt!))
  if (gifts.length === 0) return null
  const named = [...gifts].reverse().find((gift) => gift.donorName?.trim())
  return {
    year,
    email: donorKey(email),
    name: donorNameOf(named ?? gifts[0]),
    lines: gifts.map((gift) => ({
      date: formatGiftDate(gift.completedAt!),
      amount: formatDollars(gift.amount),
      interval: INTERVAL_LABELS[gift.interval],
      reference: paymentReference(gift),
      refunded: isRefunded(gift),
    })),
    total: gifts.filter((gift) => !isRefunded(gift)).reduce((sum, gift) => sum + gift.amount, 0),
  }
}

/** The year whose statements are due: in January (New York), the year before; otherwise none. */
export function statementYearDue(now: Date): number | null {
  const [month, year] = new Intl.DateTimeFormat('en-US', {
    timeZone: RECEIPT_TIME_ZONE,
    month: 'numeric',
    year: 'numeric',
  })
    .format(now)
    .split('/')
    .map(Number)
  return month === 1 ? year - 1 : null
}

/** Every donor (by lower-cased address) who gave in that New York calendar year. */
export function donorsOfYear(donations: StatementDonation[], year: number): string[] {
  const emails = donations
    .filter((donation) => donation.donorEmail && belongsToStatement(donation, donation.donorEmail, year))
    .map((donation) => donorKey(donation.donorEmail!))
  return [...new Set(emails)].sort()
}

const lineText = (line: StatementLine) =>
  `${line.date} · ${line.amount} · ${line.interval} · ${line.reference}${line.refunded ? ' · Refunded (not counted)' : ''}`

export function givingStatementEmail(
  statement: GivingStatement,
  stored: Partial<ReceiptSettings> | null | undefined,
): EmailMessage {
  const settings = receiptSettings(stored)
  const values = { name: statement.name, organisation: settings.legalName, year: statement.year }
  return {
    to: [statement.email],
    subject: fillPlaceholders(settings.statementSubject, values),
    ...emailBody([
      fillPlaceholders(settings.statementOpening, values),
      statement.lines.map(lineText).join('\n'),
      `Total given in ${statement.year}: ${formatDollars(statement.total)}`,
      settings.noGoodsOrServicesStatement,
      fillPlaceholders(settings.receiptClosing, values),
      organisationParagraph(settings),
    ]),
  }
}
