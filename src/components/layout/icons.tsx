/**
 * The shell's icons (search, cart, close) as inline SVG: no icon library in the bundle, and each draws in the
 * text colour so it follows a coloured detail header. Decorative: the control around it carries the name.
 */

const common = { 'aria-hidden': true, width: 18, height: 18, focusable: false } as const

export function SearchIcon() {
  return (
    <svg {...common} viewBox="0 0 20 20">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

export function CartIcon() {
  return (
    <svg {...common} viewBox="0 0 20 20">
      <path d="M1.5 2.5h3l2 10h9.5l2-7H6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="8" cy="16.5" r="1.5" fill="currentColor" />
      <circle cx="15" cy="16.5" r="1.5" fill="currentColor" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...common} viewBox="0 0 20 20">
      <path d="m4 4 12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
