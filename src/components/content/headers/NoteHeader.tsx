import type { Note } from '@/payload-types'

import { PostedDate } from '../PostedDate'
import { SingleHeader } from './SingleHeader'

/** Notes: on the note's own colour, with author and date. */
export function NoteHeader({ item }: { item: Note }) {
  return (
    <SingleHeader kind="note" title={item.title} backgroundColor={item.backgroundColor}>
      {item.author && <p>By {item.author}</p>}
      <PostedDate value={item.postDate} />
    </SingleHeader>
  )
}
