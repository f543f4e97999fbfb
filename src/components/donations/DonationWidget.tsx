import 'server-only'

import { getCachedDonationOptions } from '@/lib/donations/cachedOptions'

import { DonationWidgetClient } from './DonationWidgetClient'

/** The donation widget (SPEC §4): loads the donation-options global itself; the fallback applies when it is empty. */
export async function DonationWidget({ placement = 'page' }: { placement?: 'page' | 'footer' }) {
  return <DonationWidgetClient options={await getCachedDonationOptions()} placement={placement} />
}
