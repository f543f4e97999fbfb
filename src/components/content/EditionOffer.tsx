import { SiteLink } from '@/components/layout/SiteLink'
import { editionOffer } from '@/lib/editions/editionOffer'
import { orgInboxEmail } from '@/lib/email/types'
import type { Edition } from '@/payload-types'

import styles from './EditionOffer.module.css'

const ACTION_LABELS = { buy: 'Buy in the press shop', enquire: 'Enquire by email' } as const

/**
 * Price, edition size, availability and the way to a copy (issue 34). `inList`: on a card, where several
 * editions offer the same action, the link is a quieter button and its name also says which edition it is for.
 */
export function EditionOffer({ item, inList = false }: { item: Edition; inList?: boolean }) {
  const offer = editionOffer(item, orgInboxEmail())
  const className = `button ${inList ? 'button--ghost button--small' : ''} ${styles.action}`
  const label = offer.action && ACTION_LABELS[offer.action.kind]
  // The visible words first, then the edition (a visually hidden span would be read with a stray space).
  const name = inList && label ? `${label}: ${item.title}` : undefined
  return (
    <div className={`${styles.offer} ${inList ? '' : styles.page}`} data-availability={offer.availability}>
      <p className={styles.facts}>
        {offer.facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
        <span className={styles.availability}>{offer.availabilityLabel}</span>
      </p>
      {offer.action?.kind === 'buy' && (
        <SiteLink className={className} href={offer.action.href} aria-label={name}>
          {label}
        </SiteLink>
      )}
      {offer.action?.kind === 'enquire' && (
        <a className={className} href={offer.action.href} aria-label={name}>
          {label}
        </a>
      )}
    </div>
  )
}
