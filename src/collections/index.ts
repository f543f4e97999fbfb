import { Accounts } from './Accounts'
import { withApiTabForAdmins } from './apiTab'
import { BookDonationRequests } from './BookDonationRequests'
import { BookImports } from './BookImports'
import { Books } from './Books'
import { BoxSets } from './BoxSets'
import { Carts } from './Carts'
import { Countries } from './Countries'
import { Donations } from './Donations'
import { Editions } from './Editions'
import { EmailOutbox } from './EmailOutbox'
import { FeaturedCollections } from './FeaturedCollections'
import { GivingStatements } from './GivingStatements'
import { Guides } from './Guides'
import { LibraryCommunities } from './LibraryCommunities'
import { LibraryTypes } from './LibraryTypes'
import { MailingListSubscribers } from './MailingListSubscribers'
import { Media } from './Media'
import { News } from './News'
import { Notes } from './Notes'
import { Orders } from './Orders'
import { ParticipatingLibraries } from './ParticipatingLibraries'
import { PressCheckouts } from './PressCheckouts'
import { Publishers } from './Publishers'
import { withRequestCaps } from './requestCaps'
import { withRowIdGuard } from './rowIdGuard'
import { ShippingMethods } from './ShippingMethods'
import { StripeEvents } from './StripeEvents'
import { Tags } from './Tags'
import { TaxRates } from './TaxRates'
import { Testimonials } from './Testimonials'
import { Users } from './Users'
import { WaitingListEntries } from './WaitingListEntries'
import { withYesNoCells } from './yesNoCells'

/** Order here is the order of the admin's navigation within each group. */
export const collections = [
  News,
  Editions,
  Media,
  Guides,
  Notes,
  Books,
  BookImports,
  Tags,
  FeaturedCollections,
  BoxSets,
  Accounts,
  LibraryTypes,
  LibraryCommunities,
  ParticipatingLibraries,
  Publishers,
  Testimonials,
  WaitingListEntries,
  Orders,
  PressCheckouts,
  Carts,
  Donations,
  GivingStatements,
  BookDonationRequests,
  MailingListSubscribers,
  StripeEvents,
  ShippingMethods,
  TaxRates,
  Countries,
  EmailOutbox,
  Users,
]
  .map(withRowIdGuard)
  .map(withRequestCaps)
  .map(withApiTabForAdmins)
  .map(withYesNoCells)
