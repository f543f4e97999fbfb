import { SITE_NAME } from '../../lib/seo/metadata'

/** The organisation's mark, drawn like the site icon (src/app/icon.svg). */
export function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={SITE_NAME}>
      <rect width="32" height="32" rx="4" fill="#1a1a1a" />
      <text x="16" y="23" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontSize="20" fill="#fbfaf7">
        A
      </text>
    </svg>
  )
}
