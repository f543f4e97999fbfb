import { LazyBookDonationForm } from './LazyBookDonationForm'

/** The footer's book-donation form (SPEC §3, §4, §5, §8). */
export function BookDonationForm() {
  return (
    <LazyBookDonationForm
      orgInbox={process.env.ORG_INBOX_EMAIL || 'info@art.example.org'}
      templateId={process.env.SENDGRID_BOOK_DONATION_TEMPLATE_ID || ''}
    />
  )
}
