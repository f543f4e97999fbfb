import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Book, Tag } from '../../payload-types'
import { getPayloadClient } from '../payload'
import { getSearchEngine } from '../search/engine'
import type { Catalogue, SearchQuery, SearchResults } from '../search/types'
import { encodeCatalogueState, PAGE_SIZE, type CatalogueState } from './catalogueParams'
import { type BookCardData, type BookCardRow, bookCardsFromRows, bookCardsSql } from './bookCards'
import { catalogueSql, type TagIdsByField } from './catalogueSql'
import { type FilterTag, filterTagFromRow, type TagRow, tagsBySlugSql } from './tagSql'
import { queryRows } from './db'
import { collectionTag, globalTag } from '../content/tags'
import { FILTER_TYPES, type FilterSelection, type FilterType, filterTypeInfo } from './filters'
import { type ShowcaseBand, showcaseBands } from './showcase'

export type { FilterTag }

/**
 * Cache tags of what catalogue and search pages read. Payload hooks revalidate them on every publish
 * (src/lib/revalidate), so the next request reads afresh.
 */
const CATALOGUE_DATA_TAGS = [collectionTag('books'), collectionTag('media'), collectionTag('tags')]
const TAG_DATA_TAGS = [collectionTag('tags'), globalTag('featured-tags')]
const SEARCH_DATA_TAGS = [...CATALOGUE_DATA_TAGS, ...['news', 'guides', 'notes'].map(collectionTag)]
/** A safety net only: the hooks above make changes show at once. */
const DATA_REVALIDATE_SECONDS = 600

/** Tags by slug (any group); unknown slugs are simply absent. */
export const findTagsBySlug = (slugs: string[]): Promise<FilterTag[]> =>
  slugs.length
    ? unstable_cache(() => loadTagsBySlug(slugs), ['catalogue-tags-by-slug', ...slugs], {
        tags: TAG_DATA_TAGS,
        revalidate: DATA_REVALIDATE_SECONDS,
      })()
    : Promise.resolve([])

async function loadTagsBySlug(slugs: string[]): Promise<FilterTag[]> {
  if (!slugs.length) return []
  const { sql, args } = tagsBySlugSql(slugs)
  return (await queryRows<TagRow>(await getPayloadClient(), sql, args)).map(filterTagFromRow)
}

export type CataloguePage = {
  books: BookCardData[]
  total: number
  page: number
  pageCount: number
  /** The chosen tags that exist, for naming them on the page. */
  selectedTags: FilterTag[]
}

/** The chosen slugs' tag ids per book field; null when some type matches no existing tag (no book can match). */
function tagIdsFor(filters: FilterSelection, tags: FilterTag[]): TagIdsByField | null {
  const byField: TagIdsByField = {}
  for (const { param, bookField, tagGroup } of FILTER_TYPES) {
    const slugs = filters[param]
    if (!slugs?.length) continue
    const ids = tags.filter((t) => t.group === tagGroup && slugs.includes(t.slug ?? '')).map((t) => Number(t.id))
    if (!ids.length) return null
    byField[bookField] = ids
  }
  return byField
}

/**
 * Only what a book card shows (showcase books): populating every tag of every listed book made catalogue pages
 * slow. And `_status`: the showcase shows published books only, and without it showed none.
 */
const CARD_BOOK_FIELDS = {
  _status: true,
  title: true,
  slug: true,
  authors: true,
  featuredImage: true,
  inStock: true,
  productTypeHandle: true,
  variants: true,
} as const

const CATALOGUE_CACHE = { tags: CATALOGUE_DATA_TAGS, revalidate: DATA_REVALIDATE_SECONDS }

/**
 * One page of a catalogue, from Next's data cache: the chosen tags, the books per view (catalogue, filters,
 * stock, order, page and size) and the count per filters and stock (the slow part on large matches, the same
 * for every order and page). A view whose parts are all cached runs no query.
 */
export async function getCataloguePage(
  catalogue: Catalogue,
  state: CatalogueState,
  pageSize = PAGE_SIZE,
): Promise<CataloguePage> {
  const selectedTags = await findTagsBySlug(Object.values(state.filters).flat())
  const tagIds = tagIdsFor(state.filters, selectedTags)
  const sql = tagIds
    ? catalogueSql({
        catalogue,
        tagIds,
        stock: state.stock,
        sort: state.sort,
        limit: pageSize,
        offset: (state.page - 1) * pageSize,
      })
    : null
  const [books, total] = sql
    ? await Promise.all([
        unstable_cache(
          async () => loadBookCards(await getPayloadClient(), sql.page),
          ['catalogue-books', catalogue, encodeCatalogueState(state), String(pageSize)],
          CATALOGUE_CACHE,
        )(),
        unstable_cache(
          async () => countBooks(await getPayloadClient(), sql.count),
          ['catalogue-count', catalogue, encodeCatalogueState({ filters: state.filters, stock: state.stock })],
          CATALOGUE_CACHE,
        )(),
      ])
    : [[], 0]
  return { books, selectedTags, total, page: state.page, pageCount: Math.ceil(total / pageSize) }
}

type Statement = ReturnType<typeof catalogueSql>['count']

async function countBooks(payload: Payload, count: Statement): Promise<number> {
  return Number((await queryRows<{ total: number | string }>(payload, count.sql, count.args))[0]?.total ?? 0)
}

/**
 * Ids by an indexed SQL query, then their cards by another. Both read published books only, which is what
 * the Local API's access rule (publishedOrStaff) gives the public these pages are cached for.
 */
async function loadBookCards(payload: Payload, page: Statement): Promise<BookCardData[]> {
  const ids = (await queryRows<{ id: number | string }>(payload, page.sql, page.args)).map((r) => Number(r.id))
  if (!ids.length) return []
  const cards = bookCardsSql(ids)
  return bookCardsFromRows(ids, await queryRows<BookCardRow>(payload, cards.sql, cards.args), {
    serverURL: payload.config.serverURL,
    apiRoute: payload.config.routes.api,
  })
}

export async function getBookBySlug(catalogue: Catalogue, slug: string): Promise<Book | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'books',
    where: { and: [{ slug: { equals: slug } }, { productTypeHandle: { equals: catalogue } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return result.docs[0] ?? null
}

async function loadShowcase(catalogue: Catalogue): Promise<ShowcaseBand[]> {
  const payload = await getPayloadClient()
  const options = {
    where: { typeHandle: { equals: catalogue } },
    depth: 2,
    limit: 12,
    overrideAccess: false,
    populate: { books: CARD_BOOK_FIELDS },
  } as const
  const [collections, boxSets] = await Promise.all([
    payload.find({ collection: 'featured-collections', ...options }),
    payload.find({ collection: 'box-sets', ...options }),
  ])
  return showcaseBands({ collections: collections.docs, boxSets: boxSets.docs })
}

/** The showcase bands of a catalogue (featured collections and box sets); cached until one of them changes. */
export const getShowcase = (catalogue: Catalogue): Promise<ShowcaseBand[]> =>
  unstable_cache(() => loadShowcase(catalogue), ['catalogue-showcase-bands', catalogue], {
    tags: ['featured-collections', 'box-sets', 'books', 'media'].map(collectionTag),
    revalidate: DATA_REVALIDATE_SECONDS,
  })()

export type FilterList = { type: FilterType; tags: FilterTag[]; featured: FilterTag[] }

/** Every tag of one filter type, and the featured ones from the featured-tags global; cached until one changes. */
export const getFilterList = (type: FilterType): Promise<FilterList> =>
  unstable_cache(() => loadFilterList(type), ['catalogue-filter-list', type], {
    tags: TAG_DATA_TAGS,
    revalidate: DATA_REVALIDATE_SECONDS,
  })()

async function loadFilterList(type: FilterType): Promise<FilterList> {
  const payload = await getPayloadClient()
  const group = filterTypeInfo(type).tagGroup
  const [tags, featuredGlobal] = await Promise.all([
    payload.find({
      collection: 'tags',
      where: { group: { equals: group } },
      pagination: false,
      depth: 0,
      select: { title: true, slug: true, group: true, sortBy: true },
      overrideAccess: false,
    }),
    payload.findGlobal({ slug: 'featured-tags', depth: 1, overrideAccess: false }),
  ])
  const featured = ((featuredGlobal as unknown as Record<string, unknown>)[group] ?? []) as (Tag | number)[]
  const pick = ({ id, title, slug, group: g, sortBy }: Tag): FilterTag => ({ id, title, slug, group: g, sortBy })
  return {
    type,
    tags: tags.docs as FilterTag[],
    featured: featured.filter((t): t is Tag => typeof t === 'object' && !!t).map(pick),
  }
}

/** Site search results (the search engine's answer), cached per query until a searchable document changes. */
export const searchSite = (query: SearchQuery): Promise<SearchResults> =>
  unstable_cache(
    async () => getSearchEngine(await getPayloadClient()).search(query),
    ['site-search', query.text, query.group ?? '', String(query.limit ?? ''), String(query.offset ?? '')],
    { tags: SEARCH_DATA_TAGS, revalidate: DATA_REVALIDATE_SECONDS },
  )()
