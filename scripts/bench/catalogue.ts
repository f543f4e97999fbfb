import type { BenchTarget } from './targets'

/** Tags and words of the database under test (picked from it at run time, so every URL finds books). */
export type BenchVocabulary = {
  /** The most used theme and keyword slugs. */
  theme: string
  keyword: string
  /** A word (5+ letters) that books of this database contain, and the same word with a letter dropped. */
  word: string
  typo: string
  /** Every theme × keyword pair and many words, for views no cache has seen yet. */
  pairs: Array<{ theme: string; keyword: string }>
  words: string[]
}

/**
 * Catalogue and search pages under load. Pages may be cached by URL (unstable_cache), so one URL repeated
 * measures the cache after its first request; the "varied" targets give every request a URL of its own
 * (until the list wraps), which measures the queries behind the page.
 */
export const catalogueTargets = (v: BenchVocabulary): BenchTarget[] => [
  { name: 'search page (text)', path: `/search?search=${encodeURIComponent(v.word)}` },
  {
    name: 'search page (text) varied',
    path: `/search?search=${encodeURIComponent(v.word)}`,
    paths: v.words.flatMap((w) => [w, w.slice(0, 4)]).map((w) => `/search?search=${encodeURIComponent(w)}`),
  },
  { name: 'search API (typo)', path: `/api/search?search=${encodeURIComponent(v.typo)}` },
  { name: 'catalogue two filters', path: `/library-program?themes=${v.theme}&keywords=${v.keyword}&stock=in` },
  {
    name: 'catalogue two filters varied',
    path: `/library-program?themes=${v.theme}&keywords=${v.keyword}&stock=in`,
    paths: v.pairs.flatMap(({ theme, keyword }) =>
      ['in', 'all'].map((stock) => `/library-program?themes=${theme}&keywords=${keyword}&stock=${stock}`),
    ),
  },
  { name: 'search page (filters)', path: `/search?filter=${v.keyword},${v.theme}` },
]
