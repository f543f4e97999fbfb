import type { Metadata } from 'next'

import { MailingListSignupForm } from '@/components/footer/MailingListSignupForm'

import styles from './signup.module.css'

export const metadata: Metadata = { title: 'Mailing list sign-up', robots: { index: false, follow: false } }

/**
 * The built-in mailing-list form, made to sit in the footer's sign-up iframe (the default list's address is
 * /mailing-list/signup), exactly where an editor's provider form would: the SPEC §4 reveal rules apply to
 * both alike. No site chrome: it is only ever seen inside the footer.
 */
export default function MailingListSignupPage() {
  return (
    <main id="main" className={styles.main} data-embedded="">
      <MailingListSignupForm />
    </main>
  )
}
