/**
 * Engine-independent text handling: both engines index and query the same normalised words,
 * so prefix matching, typo tolerance and highlighting behave alike on SQLite and Postgres.
 */

/** Lower case, accents removed: "Café" → "cafe". */
export const normalize = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const WORD = /[\p{L}\p{N}]+/gu

export const tokenize = (text: string): string[] => normalize(text).match(WORD) ?? []

/** Typos are only forgiven in words of five letters or more. */
export const TYPO_MIN_LENGTH = 5
/** Shorter words would match too much as a prefix. */
export const PREFIX_MIN_LENGTH = 2
export const maxTypos = (word: string) => (word.length >= 8 ? 2 : word.length >= TYPO_MIN_LENGTH ? 1 : 0)

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds limit. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      rowMin = Math.min(rowMin, current[j]!)
    }
    if (rowMin > limit) return limit + 1
    previous = current
  }
  return previous[b.length]!
}

/** One word of the query and the indexed words it may match. */
export type QueryTerm = { word: string; prefix: boolean; alternatives: string[] }

export const MAX_QUERY_WORDS = 8

/** Splits a query into words; every word of two letters or more also matches as a prefix. */
export function planQuery(text: string): QueryTerm[] {
  return [...new Set(tokenize(text))]
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => ({ word, prefix: word.length >= PREFIX_MIN_LENGTH, alternatives: [] }))
}

/** Of the candidate vocabulary, the words close enough to count as a typo of word. */
export function typoAlternatives(word: string, candidates: Iterable<string>, limit = 8): string[] {
  const allowed = maxTypos(word)
  if (!allowed) return []
  const found: { term: string; distance: number }[] = []
  for (const term of candidates) {
    if (term === word || term.startsWith(word)) continue
    const distance = editDistance(word, term, allowed)
    if (distance <= allowed) found.push({ term, distance })
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
    .slice(0, limit)
    .map((f) => f.term)
}

/** FTS5 MATCH expression: words ANDed, each word OR its typo alternatives; quoted so no input is syntax. */
export function toFts5Match(terms: QueryTerm[]): string {
  return terms
    .map((t) => {
      const options = [`"${t.word}"${t.prefix ? '*' : ''}`, ...t.alternatives.map((a) => `"${a}"`)]
      return options.length > 1 ? `(${options.join(' OR ')})` : options[0]
    })
    .join(' AND ')
}

/** PostgreSQL to_tsquery('simple', …) expression with the same meaning. Words are [\p{L}\p{N}]+ only. */
export function toTsQuery(terms: QueryTerm[]): string {
  return terms
    .map((t) => {
      const options = [`${t.word}${t.prefix ? ':*' : ''}`, ...t.alternatives]
      return options.length > 1 ? `(${options.join(' | ')})` : options[0]
    })
    .join(' & ')
}

export type Segment = { text: string; match: boolean }

const matchesTerm = (token: string, terms: QueryTerm[]) =>
  terms.some((t) => (t.prefix ? token.startsWith(t.word) : token === t.word) || t.alternatives.includes(token))

/** Splits text into plain and matched runs, for rendering matched words in <mark>. */
export function highlight(text: string, terms: QueryTerm[]): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const found of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = found.index ?? 0
    if (!matchesTerm(normalize(found[0]), terms)) continue
    if (start > last) segments.push({ text: text.slice(last, start), match: false })
    segments.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false })
  return segments
}

/** A short passage of text around the first matched word. */
export function excerpt(text: string, terms: QueryTerm[], length = 180): string {
  if (text.length <= length) return text
  const words = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)]
  const hit = words.find((w) => matchesTerm(normalize(w[0]), terms))
  const start = Math.max(0, (hit?.index ?? 0) - Math.floor(length / 3))
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1
  const slice = text.slice(from, from + length)
  const end = slice.lastIndexOf(' ')
  return `${from > 0 ? '…' : ''}${end > length / 2 ? slice.slice(0, end) : slice}…`
}

/** What an engine knows of its indexed words, for typo tolerance. */
export type Vocabulary = {
  isKnownPrefix: (word: string) => Promise<boolean>
  vocabularyNear: (word: string) => Promise<string[]>
}

/** Plans the query, then gives each long word that matches nothing as typed its near spellings. */
export async function planQueryWithTypos(text: string, vocabulary: Vocabulary): Promise<QueryTerm[]> {
  const terms = planQuery(text)
  for (const term of terms) {
    if (term.word.length >= TYPO_MIN_LENGTH && !(await vocabulary.isKnownPrefix(term.word))) {
      term.alternatives = typoAlternatives(term.word, await vocabulary.vocabularyNear(term.word))
    }
  }
  return terms
}
