import type { News } from '@/payload-types'

import { PostedDate } from '../PostedDate'
import { SingleHeader } from './SingleHeader'

/** News: title and the 'Posted:' date in New York time. */
export function NewsHeader({ item }: { item: News }) {
  return (
    <SingleHeader kind="news" title={item.title}>
      <PostedDate value={item.postDate} />
    </SingleHeader>
  )
}
