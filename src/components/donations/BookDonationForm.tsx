// Placeholder until the donations work lands: the footer's book-donation form.
export function BookDonationForm() {
  return null
}
