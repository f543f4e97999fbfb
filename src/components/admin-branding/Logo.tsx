import { SITE_NAME } from '../../lib/seo/metadata'

import { Mark } from './Mark'

/** The admin's login and account screens show the organisation, not Payload. */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 14 }}>
      <Mark size={44} />
      <span style={{ display: 'grid', lineHeight: 1.1 }}>
        <span style={{ fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 30, letterSpacing: '0.02em' }}>{SITE_NAME}</span>
        <span style={{ fontSize: 13, opacity: 0.7 }}>Content admin</span>
      </span>
    </span>
  )
}
