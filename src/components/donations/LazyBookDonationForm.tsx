'use client'

import dynamic from 'next/dynamic'

/**
 * The book-donation form's code loads when a visitor opens the
 * footer's 'Offer books', not with every page: the footer is on every page, the form rarely opened.
 */
export const LazyBookDonationForm = dynamic(
  () => import('./BookDonationFormClient').then((module) => module.BookDonationFormClient),
  { loading: () => <p role="status">Loading the form…</p> },
)
