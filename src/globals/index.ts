import { withApiTabForAdmins } from '../collections/apiTab'
import { AboutPage } from './AboutPage'
import { DonationOptions } from './DonationOptions'
import { DonorReceipts } from './DonorReceipts'
import { FeaturedTags } from './FeaturedTags'
import { HowToParticipate } from './HowToParticipate'
import { LearnMore } from './LearnMore'
import { Menus } from './Menus'
import { Poulin } from './Poulin'
import { PressAbout } from './PressAbout'
import { ProgramPolicy } from './ProgramPolicy'
import { SiteSettings } from './SiteSettings'
import { SupportPage } from './SupportPage'

export const globals = [
  SiteSettings,
  Menus,
  AboutPage,
  SupportPage,
  PressAbout,
  LearnMore,
  Poulin,
  HowToParticipate,
  FeaturedTags,
  DonationOptions,
  DonorReceipts,
  ProgramPolicy,
].map(withApiTabForAdmins)
