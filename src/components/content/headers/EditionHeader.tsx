import type { Edition } from '@/payload-types'

import { SingleHeader } from './SingleHeader'

/** Editions: artist, year and what the edition is. */
export function EditionHeader({ item }: { item: Edition }) {
  return (
    <SingleHeader kind="edition" title={item.title}>
      {item.artist && <p>{item.artist}</p>}
      {item.year && <p>{item.year}</p>}
      {item.details && <p>{item.details}</p>}
    </SingleHeader>
  )
}
