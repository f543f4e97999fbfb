import { formatPostDate } from '@/lib/content/date'

/** "Posted: November 21, 2026" (New York time), as the news header shows it. */
export function PostedDate({ value, label = 'Posted:', className }: { value: string | null | undefined; label?: string; className?: string }) {
  const formatted = formatPostDate(value)
  if (!formatted || !value) return null
  return (
    <p className={className}>
      {label} <time dateTime={new Date(value).toISOString()}>{formatted}</time>
    </p>
  )
}
