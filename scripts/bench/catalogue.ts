import type { BenchTarget } from './targets'

/** Tags and words of the database under test (picked from it at run time, so every URL finds books). */
export type BenchVocabulary = {
  /** The most used theme and keyword slugs. */
  theme: string
  keyword: string
  /** A word (5+ letters) that books of this database contain, and the same word with a letter dropped. */
  word: string
  typo: string
}

/** Catalogue and search pages under load. */
export const catalogueTargets = (v: BenchVocabulary): BenchTarget[] => [
  { name: 'search page (text)', path: `/search?search=${encodeURIComponent(v.word)}` },
  { name: 'search API (typo)', path: `/api/search?search=${encodeURIComponent(v.typo)}` },
  { name: 'catalogue, two filters', path: `/library-program?themes=${v.theme}&keywords=${v.keyword}&stock=in` },
  { name: 'search page (filters)', path: `/search?filter=${v.keyword},${v.theme}` },
]
