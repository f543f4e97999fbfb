import { fillPlaceholders } from '../content/placeholders'
import type { EmailMessage } from '../email'
import { emailBody, type EmailParagraph } from '../email/paragraphs'
import type { Donation, DonorReceipt } from '../../payload-types'

/**
 * The acknowledgment receipt of one donation (issue 32 item 1). IRS Publication 1771 asks for the
 * organisation's name, the amount, the date and a statement that no goods or services were provided; donors
 * also expect the EIN, the address and a reference to find the payment. One pure function builds it, so the
 * admin's preview is the email that is sent.
 */

/** The organisation's details and the receipt's words (the Donor receipts global). */
export type ReceiptSettings = Pick<
  DonorReceipt,
  | 'legalName'
  | 'ein'
  | 'address'
  | 'receiptSubject'
  | 'receiptOpening'
  | 'noGoodsOrServicesStatement'
  | 'receiptClosing'
  | 'statementSubject'
  | 'statementOpening'
>

/** What a fresh site sends: the global's field defaults are these. The EIN and address are demo values. */
export const RECEIPT_DEFAULTS: { [Key in keyof ReceiptSettings]-?: string } = {
  legalName: 'A.R.T.',
  ein: '00-0000000',
  address: '100 Example Street\nNew York, NY 10001',
  receiptSubject: 'Your donation receipt from {organisation}',
  receiptOpening:
    'Dear {name},\nThank you for your gift. Please keep this receipt from {organisation} as the acknowledgment of your contribution for your tax records.',
  noGoodsOrServicesStatement: 'No goods or services were provided in exchange for this contribution.',
  receiptClosing: 'With gratitude,\nA.R.T.',
  statementSubject: 'Your {year} giving statement from {organisation}',
  statementOpening:
    'Dear {name},\nThank you for your support in {year}. Here are your gifts to {organisation} that year, for your tax records.',
}

/** A setting left empty in the admin falls back to its default, so a receipt never lacks a required part. */
export function receiptSettings(stored: Partial<ReceiptSettings> | null | undefined): typeof RECEIPT_DEFAULTS {
  const entries = Object.entries(RECEIPT_DEFAULTS).map(([key, fallback]) => {
    const value = stored?.[key as keyof ReceiptSettings]
    return [key, typeof value === 'string' && value.trim() ? value.trim() : fallback]
  })
  return Object.fromEntries(entries) as typeof RECEIPT_DEFAULTS
}

export type ReceiptGift = Pick<Donation, 'amount' | 'interval' | 'donorName' | 'donorEmail'> & {
  /** When the payment was completed (ISO). */
  completedAt: string
  reference: string
}

export const RECEIPT_TIME_ZONE = 'America/New_York'

/** "$50.00": the amount in US dollars with cents. */
export const formatDollars = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** "December 31, 2026": the day in New York, where the organisation is. */
export const formatGiftDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: RECEIPT_TIME_ZONE, dateStyle: 'long' }).format(new Date(iso))

/** The calendar year a moment belongs to in New York (a gift at 23:30 on 31 December is that year's). */
export const giftYear = (iso: string): number =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: RECEIPT_TIME_ZONE, year: 'numeric' }).format(new Date(iso)))

export const INTERVAL_LABELS: Record<Donation['interval'], string> = {
  single: 'One-time gift',
  monthly: 'Monthly gift',
  annual: 'Annual gift',
}

/** The payment reference a donor or staff can find the payment by: the payment, then the invoice, then the checkout. */
export const paymentReference = (
  donation: Pick<Donation, 'stripePaymentIntentId' | 'stripeInvoiceId' | 'stripeCheckoutSessionId' | 'id'>,
): string =>
  donation.stripePaymentIntentId ||
  donation.stripeInvoiceId ||
  donation.stripeCheckoutSessionId ||
  `donation ${donation.id}`

/** The organisation's block: legal name, EIN and address, as every receipt and statement ends. */
export const organisationParagraph = (settings: typeof RECEIPT_DEFAULTS): string =>
  [settings.legalName, `EIN ${settings.ein}`, settings.address].join('\n')

export const donorNameOf = (gift: Pick<Donation, 'donorName' | 'donorEmail'>): string =>
  gift.donorName?.trim() || gift.donorEmail?.trim() || 'friend'

/**
 * The receipt. `manageUrl`: the 'Manage your gift' link of a recurring gift (its signed link is made by the
 * donor self-service work, issue 32 item 2); without it the receipt has no such link.
 */
export function donationReceiptEmail(
  gift: ReceiptGift,
  stored: Partial<ReceiptSettings> | null | undefined,
  options: { manageUrl?: string } = {},
): EmailMessage {
  const settings = receiptSettings(stored)
  const amount = formatDollars(gift.amount)
  const values = { name: donorNameOf(gift), organisation: settings.legalName, amount }
  const paragraphs: EmailParagraph[] = [
    fillPlaceholders(settings.receiptOpening, values),
    [
      `Donor: ${donorNameOf(gift)}`,
      `Amount: ${amount}`,
      `Date: ${formatGiftDate(gift.completedAt)}`,
      `Gift: ${INTERVAL_LABELS[gift.interval]}`,
      `Payment reference: ${gift.reference}`,
    ].join('\n'),
    settings.noGoodsOrServicesStatement,
    ...(options.manageUrl ? [{ href: options.manageUrl, label: 'Manage your gift' }] : []),
    fillPlaceholders(settings.receiptClosing, values),
    organisationParagraph(settings),
  ]
  return {
    to: gift.donorEmail ? [gift.donorEmail] : [],
    subject: fillPlaceholders(settings.receiptSubject, values),
    ...emailBody(paragraphs),
  }
}
