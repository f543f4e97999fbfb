import { Availability } from '@/components/catalogue/Availability'
import styles from '@/components/catalogue/catalogue.module.css'
import { OptimisedImage } from '@/components/content/OptimisedImage'
import { SiteLink } from '@/components/layout/SiteLink'
import { hitHref, KIND_LABEL } from '@/lib/search/hrefs'
import type { ResultGroup, SearchHit, SearchResults } from '@/lib/search/types'

import { Highlighted } from './Highlighted'

export const GROUP_TITLE: Record<ResultGroup, string> = {
  libraryProgram: 'Library Program books',
  press: 'A.R.T. Press books',
  reading: 'News, guides and notes',
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article className={styles.hit}>
      {hit.imageUrl && (
        // A 64 px thumbnail: the optimiser sends a 64/128 px AVIF, not the 1000 px rendition it is made from.
        <OptimisedImage
          className={styles.hitImage}
          src={hit.imageUrl}
          alt=""
          loading="lazy"
          width={64}
          height={84}
          sizes="64px"
        />
      )}
      <div>
        <p className={styles.hitKind}>{KIND_LABEL[hit.kind]}</p>
        <h3 className={styles.hitTitle}>
          <SiteLink href={hitHref(hit)}>
            <Highlighted segments={hit.titleSegments} />
          </SiteLink>
        </h3>
        {hit.authorsSegments.length > 0 && (
          <p className={styles.hitAuthors}>
            <Highlighted segments={hit.authorsSegments} />
          </p>
        )}
        {hit.excerptSegments.length > 0 && (
          <p className={styles.hitExcerpt}>
            <Highlighted segments={hit.excerptSegments} />
          </p>
        )}
        {hit.kind === 'book' && <Availability inStock={hit.inStock} />}
      </div>
    </article>
  )
}

/** Text results in their three groups, each with its count and a link to more. */
export function SearchResultsView({
  results,
  moreHref,
  only,
}: {
  results: SearchResults
  moreHref: (group: ResultGroup, offset: number) => string
  only?: { group: ResultGroup; offset: number; limit: number }
}) {
  const groups = (Object.keys(GROUP_TITLE) as ResultGroup[]).filter((g) => (only ? g === only.group : true))
  return (
    <>
      {groups.map((group) => {
        const hits = results.groups[group]
        const count = results.counts[group]
        const shownTo = (only?.offset ?? 0) + hits.length
        return (
          <section key={group} aria-labelledby={`results-${group}`} className={styles.resultGroup}>
            <h2 id={`results-${group}`} className={styles.resultGroupTitle}>
              {GROUP_TITLE[group]}{' '}
              <span className={styles.resultCountInline}>({plural(count, 'result', 'results')})</span>
            </h2>
            {hits.length > 0 ? (
              <ol className={styles.hits}>
                {hits.map((hit) => (
                  <li key={`${hit.kind}-${hit.docId}`}>
                    <Hit hit={hit} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.none}>Nothing here matches.</p>
            )}
            <p className={styles.more}>
              {only && only.offset > 0 && (
                <SiteLink prefetch={false} href={moreHref(group, Math.max(0, only.offset - only.limit))}>
                  ← Previous results
                </SiteLink>
              )}
              {count > shownTo && (
                <SiteLink prefetch={false} href={moreHref(group, only ? shownTo : 0)}>
                  {only ? 'More results →' : `All ${plural(count, 'result', 'results')} →`}
                </SiteLink>
              )}
            </p>
          </section>
        )
      })}
    </>
  )
}
