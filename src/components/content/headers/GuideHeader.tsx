import type { Guide } from '@/payload-types'

import { methodAnchor } from '@/lib/content/guides'

import { PostedDate } from '../PostedDate'
import styles from './headers.module.css'
import { SingleHeader } from './SingleHeader'

/** Teaching guides: on the guide's colour, with the date and a contents list of its methods. */
export function GuideHeader({ item }: { item: Guide }) {
  const methods = item.methods ?? []
  return (
    <SingleHeader kind="guide" title={item.title} backgroundColor={item.backgroundColor}>
      <PostedDate value={item.postDate} />
      {methods.length > 0 && (
        <nav className={styles.toc} aria-label="Methods in this guide">
          <h2>Methods</h2>
          <ol>
            {methods.map((method, index) => (
              <li key={method.id ?? index}>
                <a href={`#${methodAnchor(method.title, index)}`}>{method.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </SingleHeader>
  )
}
