import type { Metadata } from 'next'
import { Suspense } from 'react'

import { FormLayout } from '@/components/layout'
import { MailingListConfirmation } from '@/components/mailingList/MailingListConfirmation'
import { CONFIRMATION_PAGE } from '@/lib/mailingList/texts'

export const metadata: Metadata = { title: CONFIRMATION_PAGE.title, robots: { index: false, follow: false } }

/** The mailing-list confirmation email's link: /mailing-list/confirm?token=… (the token is read in the browser). */
export default function MailingListConfirmPage() {
  return (
    <FormLayout title={CONFIRMATION_PAGE.title} guestsOnly={false}>
      <Suspense>
        <MailingListConfirmation />
      </Suspense>
    </FormLayout>
  )
}
