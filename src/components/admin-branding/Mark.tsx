/** The organisation's mark, drawn like the site icon (src/app/icon.svg). `label` names it; empty hides it from screen readers. */
export function Mark({ size, label }: { size: number; label: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="32" height="32" rx="4" fill="#1a1a1a" />
      <text x="16" y="23" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontSize="20" fill="#fbfaf7">
        A
      </text>
    </svg>
  )
}
