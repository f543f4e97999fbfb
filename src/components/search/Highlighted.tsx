import type { Segment } from '@/lib/search/text'

/** Text with the matched words in <mark>. Segments are plain strings: nothing is injected as HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}
    </>
  )
}
