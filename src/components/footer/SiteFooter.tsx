import { BookDonationForm } from '@/components/donations/BookDonationForm'
import { SiteLink } from '@/components/layout/SiteLink'
import { RichText } from '@/components/richtext/RichText'
import { getSiteSettings } from '@/lib/site/globals'

import { DonateEntry } from './DonateEntry'
import { MailingList } from './MailingList'
import { RevealInPlace } from './RevealInPlace'
import styles from './SiteFooter.module.css'

const DEFAULT_CTA_BUTTON = 'Learn about the Library Program'

/**
 * The site footer (SPEC §2): Library Program call to action, mailing list, donation, book donation,
 * contact and social links. Kept compact: the donation block is a short way to /support (the widget lives
 * on the pages that have it), and the book-donation form opens in place from a button.
 * Reads the cached site-settings global, so it keeps pages static.
 */
export async function SiteFooter() {
  const settings = await getSiteSettings()
  const footer = settings?.footer
  const lists = (settings?.mailingLists ?? []).map((list, index) => ({
    id: list.id ?? String(index),
    title: list.mailingListTitle,
    iframe: list.mailingListIframe,
  }))
  const socialLinks = footer?.socialLinks ?? []

  return (
    <footer className={styles.footer} data-menu-inert="">
      <div className={styles.inner}>
        <section className={styles.cta} aria-labelledby="footer-cta-title">
          <h2 id="footer-cta-title" className={styles.ctaTitle}>
            {settings?.ctaText || 'Free books for libraries, across the United States.'}
          </h2>
          <SiteLink href="/library-program/about" className="button">
            {footer?.ctaButtonText || settings?.buttonText || DEFAULT_CTA_BUTTON}
          </SiteLink>
        </section>

        <div className={styles.grid}>
          <section className={styles.block} aria-labelledby="footer-mailing-list">
            <h2 id="footer-mailing-list" className={styles.blockTitle}>
              Mailing list
            </h2>
            <MailingList cta={settings?.mailingListCta} lists={lists} />
          </section>

          <section className={styles.block} aria-labelledby="footer-donate">
            <h2 id="footer-donate" className={styles.blockTitle}>
              Donate
            </h2>
            <p className={styles.text}>{footer?.donationText || 'Every gift sends art books to a library that asked for them.'}</p>
            <DonateEntry />
          </section>

          <section className={`${styles.block} ${styles.bookDonation}`} aria-labelledby="footer-book-donation">
            <h2 id="footer-book-donation" className={styles.blockTitle}>
              Donate books
            </h2>
            {footer?.bookDonationText && <p className={styles.text}>{footer.bookDonationText}</p>}
            <RevealInPlace label="Offer books">
              <BookDonationForm />
            </RevealInPlace>
          </section>

          <section className={styles.block} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.blockTitle}>
              Contact
            </h2>
            <RichText data={footer?.contact} className={styles.rich} />
            {socialLinks.length > 0 && (
              <ul className={styles.social} aria-label="Social media">
                {socialLinks.map((link, index) => (
                  <li key={link.id ?? index}>
                    <a href={link.url} rel="noopener noreferrer" target={/^https?:/.test(link.url) ? '_blank' : undefined}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <p className={styles.colophon}>© {new Date().getFullYear()} A.R.T. — a non-profit art-book organisation.</p>
      </div>
    </footer>
  )
}
