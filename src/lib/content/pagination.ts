/** Items per page on every paginated content list. */
export const PAGE_SIZE = 12

type SearchParamValue = string | string[] | undefined

/**
 * The page number asked for in `?page=`: 1 when absent, null when it is not a whole number ≥ 1
 * (the route then answers 404: SPEC §2 "failed page validation shows the error page").
 */
export function parsePageParam(raw: SearchParamValue): number | null {
  if (raw === undefined) return 1
  const value = Array.isArray(raw) ? raw[0] : raw
  if (value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/** Page 1 is the bare list address, so every page has exactly one URL. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`
}

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string }

/** First, last and up to `around` pages either side of the current one, with gaps between runs. */
export function pageLinks(current: number, total: number, around = 1): PageLink[] {
  if (total <= 1) return []
  const wanted = new Set<number>([1, total])
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) wanted.add(p)
  const pages = [...wanted].sort((a, b) => a - b)
  const links: PageLink[] = []
  pages.forEach((page, i) => {
    const previous = pages[i - 1]
    if (previous !== undefined && page - previous === 2) {
      links.push({ kind: 'page', page: previous + 1, current: previous + 1 === current })
    } else if (previous !== undefined && page - previous > 2) {
      links.push({ kind: 'gap', key: `gap-${previous}` })
    }
    links.push({ kind: 'page', page, current: page === current })
  })
  return links
}
