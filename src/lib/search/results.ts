import { excerpt, highlight, type QueryTerm } from './text'
import { RESULT_GROUPS, type ResultGroup, type SearchDocument, type SearchHit, type SearchResults } from './types'

/** One row as both engines return it. */
export type IndexedRow = {
  kind: string
  doc_id: string
  slug: string
  title: string
  catalogue: string | null
  authors: string | null
  description: string | null
  in_stock: number | boolean | null
  image_url: string | null
  image_alt: string | null
  date: string | null
  score: number
}

export const DEFAULT_GROUP_LIMIT = 24
export const MAX_GROUP_LIMIT = 100

export function toHit(row: IndexedRow, terms: QueryTerm[]): SearchHit {
  return {
    kind: row.kind as SearchDocument['kind'],
    docId: String(row.doc_id),
    slug: row.slug,
    title: row.title,
    catalogue: (row.catalogue as SearchDocument['catalogue']) ?? null,
    authors: row.authors ?? '',
    inStock: row.in_stock === null ? null : Boolean(row.in_stock),
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    date: row.date,
    score: Number(row.score),
    titleSegments: highlight(row.title, terms),
    authorsSegments: highlight(row.authors ?? '', terms),
    excerptSegments: highlight(excerpt(row.description ?? '', terms), terms),
  }
}

export const emptyResults = (query: string): SearchResults => ({
  query,
  corrections: [],
  counts: { libraryProgram: 0, press: 0, reading: 0 },
  groups: { libraryProgram: [], press: [], reading: [] },
})

/** Match counts per result group from a row with columns lp, press and reading (both engines name them so). */
export type GroupCountRow = { lp?: unknown; press?: unknown; reading?: unknown }
export const groupCounts = (row: GroupCountRow | undefined): Record<ResultGroup, number> => ({
  libraryProgram: Number(row?.lp ?? 0),
  press: Number(row?.press ?? 0),
  reading: Number(row?.reading ?? 0),
})

/**
 * A one-word query whose word (as typed, by prefix, or corrected) is one indexed word matches exactly the
 * documents holding that word, which its vocabulary row counts per group. Given the rows found for the word
 * (at most two are needed), the counts; null when the word has several indexed forms and the rows cannot tell.
 */
export const countsFromVocabulary = (rows: GroupCountRow[]): Record<ResultGroup, number> | null =>
  rows.length > 1 ? null : groupCounts(rows[0])

/** A vocabulary row of one word: its document counts in all (docs) and per group. */
export type WordCountRow = GroupCountRow & { term: string; docs: unknown }

/**
 * How to count the documents holding any of several words, given their vocabulary rows: the documents of
 * the word held most widely come from its row (known), and only those holding another word but not it are
 * read (others, without). Reading them all would visit each match once (20–40 ms for 10,000 matches at
 * 100k books); typo alternatives beside one common word ("gardn": garden 10,632 documents, garan 203) leave
 * a few hundred to read. With one row (or none) the counts are known outright.
 */
export function splitWordUnion(rows: WordCountRow[]): { known: Record<ResultGroup, number>; others: string[]; without: string } | { known: Record<ResultGroup, number> } {
  const widest = rows.reduce<WordCountRow | undefined>((best, row) => (!best || Number(row.docs) > Number(best.docs) ? row : best), undefined)
  const known = groupCounts(widest)
  const others = rows.filter((row) => row !== widest).map((row) => row.term)
  return others.length ? { known, others, without: widest!.term } : { known }
}

export const groupsToQuery = (group?: ResultGroup): readonly ResultGroup[] => (group ? [group] : RESULT_GROUPS)

/** Words the search also tried because they are close to a misspelt query word. */
export const correctionsOf = (terms: QueryTerm[]) => [...new Set(terms.flatMap((t) => t.alternatives))]
