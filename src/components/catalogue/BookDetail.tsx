import { SiteLink } from '@/components/layout/SiteLink'
import { RichText, type RichTextData } from '@/components/richtext/RichText'
import { catalogueBase } from '@/lib/catalogue/bookLinks'
import { encodeCatalogueState } from '@/lib/catalogue/catalogueParams'
import { FILTER_TYPES } from '@/lib/catalogue/filters'
import { formatPrice } from '@/lib/catalogue/price'
import type { Book, Tag } from '@/payload-types'

import { Availability } from './Availability'
import styles from './catalogue.module.css'
import { CoverImage } from './CoverImage'

const tagsOf = (value: (number | Tag)[] | null | undefined) =>
  (value ?? []).filter((t): t is Tag => typeof t === 'object' && !!t && !!t.slug)

/** A book: cover, authors, description, availability and every tag linking to its filtered catalogue. */
export function BookDetail({ book, children }: { book: Book; children?: React.ReactNode }) {
  const base = catalogueBase(book.productTypeHandle)
  const lists = FILTER_TYPES.map((type) => ({
    type,
    tags: tagsOf(book[type.bookField as keyof Book] as (number | Tag)[] | null | undefined),
  })).filter((l) => l.tags.length)
  // One edition is already said by the badge, the price and the purchase box: the table only compares several.
  const showEditions = book.productTypeHandle === 'press' && (book.variants?.length ?? 0) > 1
  return (
    <article className={styles.detail}>
      <div className={styles.detailCover}>
        <CoverImage media={book.featuredImage} title={book.title} sizes="(min-width: 1001px) 45vw, 100vw" priority />
      </div>
      <div className={styles.detailBody}>
        <h1 className={styles.detailTitle}>{book.title}</h1>
        {book.authors && <p className={styles.detailAuthors}>{book.authors}</p>}
        <div className={styles.detailAvailability}>
          <Availability inStock={book.inStock} />
        </div>
        {showEditions && (
          <table className={styles.variants}>
            <caption className="visually-hidden">Editions and prices</caption>
            <thead>
              <tr>
                <th scope="col">Edition</th>
                <th scope="col">Price</th>
                <th scope="col">Availability</th>
              </tr>
            </thead>
            <tbody>
              {book.variants!.map((variant) => (
                <tr key={variant.id ?? variant.sku}>
                  <td>{variant.sku}</td>
                  <td>{formatPrice(variant.price) ?? '—'}</td>
                  <td>
                    <Availability inStock={variant.isAvailable} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {children}
        {book.description ? (
          <div className={`prose ${styles.description}`}>
            <RichText data={book.description as RichTextData} />
          </div>
        ) : null}
        {lists.length > 0 && (
          <dl className={styles.tagLists}>
            {lists.map(({ type, tags }) => (
              <div key={type.param}>
                <dt>{type.label}</dt>
                <dd>
                  <ul>
                    {tags.map((tag) => (
                      <li key={tag.id}>
                        <SiteLink
                          prefetch={false}
                          href={`${base}${encodeCatalogueState({ filters: { [type.param]: [tag.slug!] } })}`}
                        >
                          {tag.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  )
}
