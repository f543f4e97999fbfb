/**
 * What an edition page says about getting a copy (issue 34): its price and size, whether copies are left, and
 * the way to one: the press cart when the edition is sold as an A.R.T. Press item, otherwise an email enquiry.
 */
type EditionAvailability = 'available' | 'lastCopies' | 'soldOut'

/** The edition's fields this reads (a Payload edition document fits). */
export type EditionOfferInput = {
  title: string
  price?: number | null
  editionSize?: number | null
  availability?: EditionAvailability | null
  /** The press item that sells it; an id alone (not populated, or not published) cannot be linked to. */
  pressBook?: number | { slug?: string | null } | null
}

type EditionAction = { kind: 'buy'; href: string } | { kind: 'enquire'; href: string }

export type EditionOffer = {
  /** "$250", "Edition of 100": what there is to say, in that order. */
  facts: string[]
  availability: EditionAvailability
  availabilityLabel: string
  /** null when sold out: there is no copy to get. */
  action: EditionAction | null
}

const AVAILABILITY_LABELS: Record<EditionAvailability, string> = {
  available: 'Available',
  lastCopies: 'Last copies',
  soldOut: 'Sold out',
}

/** Whole dollars without cents ("$250"), other amounts with them ("$12.50"). */
export const formatEditionPrice = (price: number): string =>
  `$${price.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(price) ? 0 : 2, maximumFractionDigits: 2 })}`

const pressSlug = (pressBook: EditionOfferInput['pressBook']): string | null =>
  typeof pressBook === 'object' && pressBook?.slug ? pressBook.slug : null

/** `inbox`: the organisation's address that answers enquiries. */
export function editionOffer(edition: EditionOfferInput, inbox: string): EditionOffer {
  const availability = edition.availability ?? 'available'
  const facts = [
    typeof edition.price === 'number' ? formatEditionPrice(edition.price) : null,
    typeof edition.editionSize === 'number' ? `Edition of ${edition.editionSize.toLocaleString('en-US')}` : null,
  ].filter((fact): fact is string => fact !== null)
  const slug = pressSlug(edition.pressBook)
  const action: EditionAction | null =
    availability === 'soldOut'
      ? null
      : slug
        ? { kind: 'buy', href: `/press/${encodeURIComponent(slug)}` }
        : { kind: 'enquire', href: `mailto:${inbox}?subject=${encodeURIComponent(`Edition enquiry: ${edition.title}`)}` }
  return { facts, availability, availabilityLabel: AVAILABILITY_LABELS[availability], action }
}
