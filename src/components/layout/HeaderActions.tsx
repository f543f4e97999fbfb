import { CartIndicator } from '@/components/cart/CartIndicator'
import { SearchButton } from '@/components/search/SearchButton'

import styles from './SiteHeader.module.css'
import { SiteLink } from './SiteLink'

/** Where the header's Donate link goes: the gift form on the support page. */
const DONATE_HREF = '/support#donate-title'

/**
 * What every layout's header bar keeps beside its toggle or close (X): Search, Donate and the cart with its
 * count. Hidden with the rest of the bar while the menu is open (data-menu-inert).
 */
export function HeaderActions() {
  return (
    <div className={styles.actions} data-menu-inert="">
      <SearchButton className={styles.action} labelClassName={styles.actionLabel} />
      <SiteLink href={DONATE_HREF} className={styles.action}>
        Donate
      </SiteLink>
      <CartIndicator className={styles.action} labelClassName={styles.actionLabel} />
    </div>
  )
}
