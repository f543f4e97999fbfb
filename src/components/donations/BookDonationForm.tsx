import { LazyBookDonationForm } from './LazyBookDonationForm'

/** The footer's book-donation form (SPEC §3, §4, §5, §8). */
export function BookDonationForm() {
  return <LazyBookDonationForm />
}
