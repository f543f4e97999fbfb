/**
 * The six filter types of SPEC §2 and how a set of chosen filters is written into a URL.
 * Within one type the chosen tags widen the result (OR); across types they narrow it (AND).
 */
export const FILTER_TYPES = [
  { param: 'themes', label: 'Themes', tagGroup: 'themes', bookField: 'themes' },
  { param: 'artists', label: 'Artists', tagGroup: 'artists', bookField: 'artists' },
  { param: 'keywords', label: 'Keywords', tagGroup: 'keywords', bookField: 'keywords' },
  { param: 'audiences', label: 'Audiences', tagGroup: 'audiences', bookField: 'audiences' },
  { param: 'formats', label: 'Formats', tagGroup: 'formats', bookField: 'format' },
  { param: 'publishers', label: 'Publishers', tagGroup: 'publishers', bookField: 'publishers' },
] as const

export type FilterType = (typeof FILTER_TYPES)[number]['param']
export type FilterSelection = Partial<Record<FilterType, string[]>>

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/
const MAX_PER_TYPE = 50

export const filterTypeInfo = (type: FilterType) => FILTER_TYPES.find((t) => t.param === type)!

/** Turns a comma list from the URL into clean, unique slugs; anything that is not a slug is dropped. */
export function parseSlugList(raw: string | string[] | null | undefined): string[] {
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '')
  const slugs = joined
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => SLUG.test(s))
  return [...new Set(slugs)].slice(0, MAX_PER_TYPE)
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

const readParam = (params: ParamSource, key: string): string | string[] | undefined =>
  params instanceof URLSearchParams ? (params.getAll(key).length ? params.getAll(key) : undefined) : params[key]

/** Reads ?artists=a,b&themes=c into a selection. */
export function decodeFilters(params: ParamSource): FilterSelection {
  const selection: FilterSelection = {}
  for (const { param } of FILTER_TYPES) {
    const slugs = parseSlugList(readParam(params, param))
    if (slugs.length) selection[param] = slugs
  }
  return selection
}

/** Writes a selection as URL parameters, in a fixed order with sorted slugs so equal selections give equal URLs. */
export function encodeFilters(selection: FilterSelection): [string, string][] {
  const entries: [string, string][] = []
  for (const { param } of FILTER_TYPES) {
    const slugs = [...new Set(selection[param] ?? [])].sort()
    if (slugs.length) entries.push([param, slugs.join(',')])
  }
  return entries
}

export const countSelected = (selection: FilterSelection, type?: FilterType): number =>
  type ? (selection[type]?.length ?? 0) : FILTER_TYPES.reduce((sum, t) => sum + (selection[t.param]?.length ?? 0), 0)

export function toggleFilter(selection: FilterSelection, type: FilterType, slug: string): FilterSelection {
  const current = selection[type] ?? []
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]
  const copy = { ...selection }
  if (next.length) copy[type] = next
  else delete copy[type]
  return copy
}

/** The /search "filter" parameter: the joined list of every chosen tag slug (tag slugs are unique across groups). */
export const joinFilterList = (selection: FilterSelection): string =>
  FILTER_TYPES.flatMap((t) => [...(selection[t.param] ?? [])].sort()).join(',')

/** Groups the slugs of a /search?filter= list by type, given each tag's group. */
export function splitFilterList(slugs: string[], tags: { slug: string; group: string }[]): FilterSelection {
  const selection: FilterSelection = {}
  for (const slug of slugs) {
    const tag = tags.find((t) => t.slug === slug)
    const type = FILTER_TYPES.find((t) => t.tagGroup === tag?.group)
    if (!type) continue
    selection[type.param] = [...(selection[type.param] ?? []), slug]
  }
  return selection
}
