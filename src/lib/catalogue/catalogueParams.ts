import { countSelected, decodeFilters, encodeFilters, type FilterSelection } from './filters'

export const STOCK_OPTIONS = [
  { value: 'all', label: 'All books' },
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Out of stock' },
] as const
export const SORT_OPTIONS = [
  { value: 'title', label: 'Title A–Z' },
  { value: 'newest', label: 'Newest' },
] as const

export type StockFilter = (typeof STOCK_OPTIONS)[number]['value']
export type CatalogueSort = (typeof SORT_OPTIONS)[number]['value']

/** Everything that decides what a catalogue page shows; all of it lives in the URL. */
export type CatalogueState = {
  filters: FilterSelection
  stock: StockFilter
  sort: CatalogueSort
  page: number
}

export const DEFAULT_STATE: CatalogueState = { filters: {}, stock: 'all', sort: 'title', page: 1 }
export const PAGE_SIZE = 24

const first = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : (value ?? undefined))

export function decodeCatalogueState(params: URLSearchParams | Record<string, string | string[] | undefined>): CatalogueState {
  const get = (key: string) => (params instanceof URLSearchParams ? params.get(key) : first(params[key]))
  const stock = STOCK_OPTIONS.find((o) => o.value === get('stock'))?.value ?? DEFAULT_STATE.stock
  const sort = SORT_OPTIONS.find((o) => o.value === get('sort'))?.value ?? DEFAULT_STATE.sort
  const page = Number.parseInt(get('page') ?? '', 10)
  return {
    filters: decodeFilters(params),
    stock,
    sort,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/**
 * Whether the catalogue's landing view shows its featured collections and box sets above the grid: not once the
 * visitor has chosen filters or turned a page, where the several screens of bands stood between them and the
 * books they asked for (and doubled what every such view renders). Stock and order keep the showcase: their links
 * keep the page where it is, and taking the bands away would jump it.
 */
export const showsShowcase = (state: CatalogueState): boolean => state.page === 1 && countSelected(state.filters) === 0

/** The query string (with leading "?", or "" for the default view); defaults are left out so URLs stay short. */
export function encodeCatalogueState(state: Partial<CatalogueState>): string {
  const params = new URLSearchParams(encodeFilters(state.filters ?? {}))
  if (state.stock && state.stock !== DEFAULT_STATE.stock) params.set('stock', state.stock)
  if (state.sort && state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  const query = params.toString().replace(/%2C/g, ',')
  return query ? `?${query}` : ''
}
