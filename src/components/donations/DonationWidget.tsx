import 'server-only'

import { loadDonationOptions } from '@/lib/donations/createCheckout'
import { getPayloadClient } from '@/lib/payload'

import { DonationWidgetClient } from './DonationWidgetClient'

/** The donation widget (SPEC §4): loads the donation-options global itself; the fallback applies when it is empty. */
export async function DonationWidget({ placement = 'page' }: { placement?: 'page' | 'footer' }) {
  const options = await loadDonationOptions(await getPayloadClient())
  return <DonationWidgetClient options={options} placement={placement} />
}
