import type { Payload } from 'payload'

import { loadAdminBranding } from './adminBranding'
import { Mark } from './Mark'

/** The admin's login and account screens show the organisation (Site settings → Admin), not Payload. */
export async function Logo({ payload }: { payload: Payload }) {
  const { name, logo } = await loadAdminBranding(payload)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 14 }}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file of any size, shown at 44 px
        <img src={logo.url} alt="" width={44} height={44} style={{ objectFit: 'contain' }} />
      ) : (
        <Mark size={44} label="" />
      )}
      <span style={{ display: 'grid', lineHeight: 1.1 }}>
        <span style={{ fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 30, letterSpacing: '0.02em' }}>{name}</span>
        <span style={{ fontSize: 13, opacity: 0.7 }}>Content admin</span>
      </span>
    </span>
  )
}
