import type { Payload } from 'payload'

import { loadAdminBranding } from './adminBranding'
import { Mark } from './Mark'

/** The admin's home mark in the header (an 18 px slot): the organisation's logo, or the site's mark. */
export async function Icon({ payload }: { payload: Payload }) {
  const { name, logo } = await loadAdminBranding(payload)
  return logo ? (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded file of any size, shown at 18 px
    <img src={logo.url} alt={name} width={18} height={18} style={{ objectFit: 'contain' }} />
  ) : (
    <Mark size={18} label={name} />
  )
}
