import { parseSlugList } from '../catalogue/filters'
import { RESULT_GROUPS, type ResultGroup } from './types'

type Raw = Record<string, string | string[] | undefined>
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** /search?search=…&filter=a,b[&group=press&offset=24]: bad values fall back rather than fail. */
export function decodeSearchPage(params: Raw) {
  const text = (first(params.search) ?? '').trim().slice(0, 200)
  const filter = parseSlugList(params.filter)
  const group = RESULT_GROUPS.find((g) => g === first(params.group)) as ResultGroup | undefined
  const offset = Number.parseInt(first(params.offset) ?? '', 10)
  return { text, filter, group, offset: Number.isFinite(offset) && offset > 0 && offset <= 10_000 ? offset : 0 }
}

export function searchPageHref(p: { text?: string; filter?: string[]; group?: ResultGroup; offset?: number }) {
  const params = new URLSearchParams()
  if (p.text) params.set('search', p.text)
  if (p.filter?.length) params.set('filter', p.filter.join(','))
  if (p.group) params.set('group', p.group)
  if (p.offset) params.set('offset', String(p.offset))
  return `/search?${params.toString().replace(/%2C/g, ',')}`
}
