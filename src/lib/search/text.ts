/**
 * Engine-independent text handling: both engines index and query the same normalised words,
 * so prefix matching, typo tolerance and highlighting behave alike on SQLite and Postgres.
 */

const ASCII = /^[\x00-\x7f]*$/

/** Lower case, accents removed: "Café" → "cafe". */
const normalize = (text: string): string =>
  // Most text is plain ASCII, which has nothing to decompose: skipping NFD there halves highlighting time.
  ASCII.test(text)
    ? text.toLowerCase()
    : // "ſ" (long s) is the one letter FTS5's unicode61 folds that NFD does not: fold it alike.
      text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ſ/g, 's').toLowerCase()

const WORD = /[\p{L}\p{N}]+/gu

export const tokenize = (text: string): string[] => normalize(text).match(WORD) ?? []

/** Typos are only forgiven in words of five letters or more. */
const TYPO_MIN_LENGTH = 5
/** Shorter words would match too much as a prefix. */
const PREFIX_MIN_LENGTH = 2
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

/**
 * One word of the query and the indexed words it may match. completions, when the engine listed them, are
 * all the indexed words a prefix word starts (none: it matches nothing as typed), queried as plain words:
 * a prefix the index has no prefix entry for makes FTS5 and GIN merge every matching word's postings
 * before anything else, while plain words intersect by skipping through the longest list.
 */
export type QueryTerm = { word: string; prefix: boolean; alternatives: string[]; completions?: string[] }

const MAX_QUERY_WORDS = 8

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

/** Most completions a prefix word is replaced by; with more, the prefix is cheaper to read than their OR. */
export const MAX_COMPLETIONS = 4

/** The indexed words a term stands for, written by the engine's syntax for a plain word and for a prefix. */
function termOptions(t: QueryTerm, plain: (word: string) => string, prefix: (word: string) => string): string[] {
  const typed = t.completions ? (t.completions.length ? t.completions : [t.word]).map(plain) : [t.prefix ? prefix(t.word) : plain(t.word)]
  return [...typed, ...t.alternatives.map(plain)]
}
const fts5Options = (t: QueryTerm) => termOptions(t, (w) => `"${w}"`, (w) => `"${w}"*`)

/** FTS5 MATCH expression: words ANDed, each word OR its typo alternatives; quoted so no input is syntax. */
export function toFts5Match(terms: QueryTerm[]): string {
  return terms
    .map((t) => {
      const options = fts5Options(t)
      return options.length > 1 ? `(${options.join(' OR ')})` : options[0]
    })
    .join(' AND ')
}

const tsQueryOptions = (t: QueryTerm) => termOptions(t, (w) => w, (w) => `${w}:*`)

/** PostgreSQL to_tsquery('simple', …) expression with the same meaning. Words are [\p{L}\p{N}]+ only. */
export function toTsQuery(terms: QueryTerm[]): string {
  return terms
    .map((t) => {
      const options = tsQueryOptions(t)
      return options.length > 1 ? `(${options.join(' | ')})` : options[0]
    })
    .join(' & ')
}

/** Every query word with its alternatives, ORed: "some word of the query" (PostgreSQL). */
export const toAnyTsQuery = (terms: QueryTerm[]) => terms.flatMap(tsQueryOptions).join(' | ')

export type Segment = { text: string; match: boolean }

const matchesTerm = (token: string, terms: QueryTerm[]) =>
  terms.some((t) => (t.prefix ? token.startsWith(t.word) : token === t.word) || t.alternatives.includes(token))

/**
 * False when no word of text can match: text is folded letter by letter, so folded as a whole it holds
 * every word's folded form, and a matching word holds a query word (or alternative). Spares tokenising most
 * descriptions of title hits. Capital sigma folds by its place in a word ("ς" at the end): always tokenised.
 */
const mayMatch = (text: string, terms: QueryTerm[]) => {
  if (text.includes('Σ')) return true
  const folded = normalize(text)
  return terms.some((t) => folded.includes(t.word) || t.alternatives.some((a) => folded.includes(a)))
}

/** Splits text into plain and matched runs, for rendering matched words in <mark>. */
export function highlight(text: string, terms: QueryTerm[]): Segment[] {
  if (!mayMatch(text, terms)) return text ? [{ text, match: false }] : []
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

/** The first word of text that matches, read no further than it. */
function firstMatch(text: string, terms: QueryTerm[]) {
  for (const word of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) if (matchesTerm(normalize(word[0]), terms)) return word
  return undefined
}

/** A short passage of text around the first matched word. */
export function excerpt(text: string, terms: QueryTerm[], length = 180): string {
  if (text.length <= length) return text
  const hit = mayMatch(text, terms) ? firstMatch(text, terms) : undefined
  const start = Math.max(0, (hit?.index ?? 0) - Math.floor(length / 3))
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1
  const slice = text.slice(from, from + length)
  const end = slice.lastIndexOf(' ')
  return `${from > 0 ? '…' : ''}${end > length / 2 ? slice.slice(0, end) : slice}…`
}

/** Words longer than this are not indexed for typo tolerance (their deletion variants would be too many). */
export const TYPO_INDEX_MAX_LENGTH = 24

/**
 * Every string made by deleting up to depth letters from word, word included ("symmetric delete"):
 * two words are within edit distance d exactly when deleting at most d letters from each can make them
 * equal, so indexing each word's variants (depth maxTypos(word)) turns typo candidates into index lookups
 * that need no shared first letter: "hotography" and "fhotography" both meet "photography" at "hotography".
 */
export function deletionVariants(word: string, depth: number): string[] {
  const found = new Set<string>([word])
  let current = [word]
  for (let level = 0; level < depth; level++) {
    const next: string[] = []
    for (const w of current) {
      const letters = Array.from(w)
      for (let i = 0; i < letters.length; i++) {
        const variant = letters.slice(0, i).join('') + letters.slice(i + 1).join('')
        if (!found.has(variant)) {
          found.add(variant)
          next.push(variant)
        }
      }
    }
    current = next
  }
  return [...found]
}

/** The deletion variants a query word is looked up by (none for words too short for typo tolerance). */
export const queryVariants = (word: string) =>
  word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_INDEX_MAX_LENGTH ? deletionVariants(word, maxTypos(word)) : []

/**
 * The longest prefix with a document count on PostgreSQL: the words always matched as prefixes (shorter
 * than TYPO_MIN_LENGTH, so no completions are looked up). Longer prefixes would multiply the rows each
 * document moves (about 390 for all lengths against 107 at 100k synthetic books, and ~40,000 distinct
 * prefixes per 500-document batch against ~1,000: indexing 5x slower), and a longer word usually stands
 * for one indexed word, counted from the vocabulary.
 */
const PREFIX_COUNT_MAX_LENGTH = TYPO_MIN_LENGTH - 1

/**
 * Every prefix of PREFIX_MIN_LENGTH to PREFIX_COUNT_MAX_LENGTH letters (code points, as PostgreSQL's left()
 * counts them) of the given words, each once: a document holding these words holds a word starting with each.
 */
export function prefixesOf(words: Iterable<string>): string[] {
  const found = new Set<string>()
  for (const word of words) {
    const letters = Array.from(word).slice(0, PREFIX_COUNT_MAX_LENGTH)
    let prefix = letters.slice(0, PREFIX_MIN_LENGTH - 1).join('')
    for (let i = PREFIX_MIN_LENGTH - 1; i < letters.length; i++) found.add((prefix += letters[i]!))
  }
  return [...found]
}

/**
 * The prefix whose document count (prefixesOf) is exactly the matches of a one-word query, or null when
 * the query must be counted otherwise: a word matched as a prefix, or by its completions (all the indexed
 * words it starts), with no typo alternatives, of a length (in code points) that has prefix counts.
 */
export function countedPrefix(terms: QueryTerm[]): string | null {
  if (terms.length !== 1) return null
  const [term] = terms as [QueryTerm]
  const byPrefix = term.completions ? term.completions.length > 0 : term.prefix
  const letters = Array.from(term.word).length
  return byPrefix && !term.alternatives.length && letters >= PREFIX_MIN_LENGTH && letters <= PREFIX_COUNT_MAX_LENGTH ? term.word : null
}

/**
 * The indexed words a one-word query matches exactly (its completions, or the word, and its typo
 * alternatives), or null when it is matched as a prefix or has several words.
 */
export function plainWordsOf(terms: QueryTerm[]): string[] | null {
  if (terms.length !== 1) return null
  const [term] = terms as [QueryTerm]
  if (term.completions) return [...(term.completions.length ? term.completions : [term.word]), ...term.alternatives]
  return term.prefix ? null : [term.word, ...term.alternatives]
}

/**
 * Lengths of the word prefixes PostgreSQL indexes as keys: per document, every prefix of its words of these
 * lengths made of ASCII letters and digits (PREFIX_KEY_SQL; PostgreSQL's text search parser keeps them whole).
 * A prefix word standing for many indexed words ("fento": 48, "loka") is then found by one key's postings,
 * intersected with the other words' by skipping, rather than by merging every completion's postings first.
 * Shorter prefixes alone are counted from art_search.prefixes; longer ones rarely stand for many words.
 */
// The shortest key is the longest prefix art_search.prefixes counts (PREFIX_COUNT_MAX_LENGTH).
export const PREFIX_KEY_MIN_LENGTH = TYPO_MIN_LENGTH - 1
export const PREFIX_KEY_MAX_LENGTH = 7
const KEY = /^[a-z0-9]+$/
/** The SQL condition, on a prefix p, that it is a key (the same rule as KEY). */
export const PREFIX_KEY_SQL = (p: string) => `${p} ~ '^[a-z0-9]+$'`

/**
 * The query's terms found by a prefix key: words matched as prefixes, standing for more indexed words than
 * MAX_COMPLETIONS, whose first PREFIX_KEY_MAX_LENGTH letters are a key. Null when none is. keys are their
 * keys; rest the other terms; exact whether every such word is its key, so the key's documents are exactly
 * its matches (a longer word's documents must be tested against the whole query).
 */
export function prefixKeysOf(terms: QueryTerm[]): { keys: string[]; rest: QueryTerm[]; exact: boolean } | null {
  const keyOf = (t: QueryTerm) => t.word.slice(0, PREFIX_KEY_MAX_LENGTH)
  const keyed = terms.filter(
    (t) => t.prefix && !t.completions && !t.alternatives.length && t.word.length >= PREFIX_KEY_MIN_LENGTH && KEY.test(keyOf(t)),
  )
  if (!keyed.length) return null
  return {
    keys: [...new Set(keyed.map(keyOf))],
    rest: terms.filter((t) => !keyed.includes(t)),
    exact: keyed.every((t) => t.word.length <= PREFIX_KEY_MAX_LENGTH),
  }
}

/** Upper bound of the words starting with word, in code point (UTF-8 byte) order: a range scan finds them all. */
export const prefixEnd = (word: string) => `${word}\u{10ffff}`

/** What an engine knows of its indexed words, for typo tolerance and prefixes. */
export type Vocabulary = {
  /** Up to MAX_COMPLETIONS + 1 indexed words (present in some document) starting with word. */
  completions: (word: string) => Promise<string[]>
  /**
   * Indexed words (present in at least one document) that may be typos of word: a superset is fine,
   * typoAlternatives keeps those within the allowed edit distance. SQLite finds them by deletion variants
   * (queryVariants), PostgreSQL by trigram similarity (pg_trgm).
   */
  typoCandidates: (word: string) => Promise<string[]>
}

/**
 * The words of a planned query whose completions planQueryWithTypos looks up: words long enough for typos,
 * and with other words beside them, every prefix word. A short word is no typo and most have many
 * completions, but one standing for a word or two ("body") is then intersected with the other words by
 * skipping through their postings rather than merged whole first; alone, it is read the same either way.
 */
export const wordsToComplete = (terms: QueryTerm[]): string[] =>
  terms.filter((t) => t.prefix && (t.word.length >= TYPO_MIN_LENGTH || terms.length > 1)).map((t) => t.word)

/**
 * Plans the query, then looks up completions (wordsToComplete): when few, they replace the prefix (see
 * QueryTerm); when none, a word long enough for typos matches nothing as typed and gets its near spellings
 * instead.
 */
export async function planQueryWithTypos(text: string, vocabulary: Vocabulary): Promise<QueryTerm[]> {
  const terms = planQuery(text)
  const toComplete = new Set(wordsToComplete(terms))
  for (const term of terms) {
    if (!toComplete.has(term.word)) continue
    const completions = await vocabulary.completions(term.word)
    if (completions.length <= MAX_COMPLETIONS) term.completions = completions
    if (!completions.length && term.word.length >= TYPO_MIN_LENGTH) {
      term.alternatives = typoAlternatives(term.word, await vocabulary.typoCandidates(term.word))
    }
  }
  return terms
}

/** Every query word with its alternatives, ORed: "some word of the query" (for the field tiers below). */
const toFts5Any = (terms: QueryTerm[]) => terms.flatMap(fts5Options).join(' OR ')

/**
 * Ranking tiers, best first: a document belongs to the best field holding some query word. The tiers
 * partition the matches, so a title hit always ranks above an author or artist hit, then tags, then
 * description, and each tier can be counted and paged on its own without scoring every match.
 */
export const RANK_TIERS = ['title', 'people', 'tags', 'description'] as const
export type RankTier = (typeof RANK_TIERS)[number]

/**
 * TIER_ORDER, the order within a tier on both engines: in the title and people tiers, the first
 * RANKED_TIER_MAX matches in index order by the length of that field (shorter first: the query is more
 * of it), then title, then any further matches in index order; the tags and description tiers in index
 * order (the order documents were last indexed: SQLite rowid, Postgres physical order). Cheap by design:
 * nothing is scored for every match, so a page costs about the same at 100 or 100,000 books.
 */
export const TIER_LENGTH_FIELD: Record<RankTier, 'title' | 'people' | null> = {
  title: 'title',
  people: 'people',
  tags: null,
  description: null,
}
export const RANKED_TIER_MAX = 500

/**
 * A group with at most this many matches is ranked in one pass over its matches, each put in its tier by
 * its own fields, instead of one index read per tier: those reads go through every query word's postings
 * again however few documents hold all the words. Not above RANKED_TIER_MAX, so every match of a
 * length-ordered tier is among the tier's first RANKED_TIER_MAX and the order within tiers is TIER_ORDER.
 */
export const FEW_MATCHES_MAX = 200

type TierFields = { title: string; authors: string; artists: string; tags: string }
/** The text of each tier's fields; the description tier takes every match left. */
const TIER_TEXT: Record<RankTier, ((doc: TierFields) => string) | null> = {
  title: (doc) => doc.title,
  people: (doc) => `${doc.authors} ${doc.artists}`,
  tags: (doc) => doc.tags,
  description: null,
}

/** The tier (index in RANK_TIERS) of a match: its best field holding some query word, as the tier queries place it. */
export const tierOf = (doc: TierFields, terms: QueryTerm[]): number =>
  RANK_TIERS.findIndex((tier) => {
    const text = TIER_TEXT[tier]
    return !text || tokenize(text(doc)).some((token) => matchesTerm(token, terms))
  })

/** FTS5 MATCH expression of one tier (columns as the SQLite engine names them). */
export function toFts5TierMatch(terms: QueryTerm[], tier: RankTier): string {
  const all = toFts5Match(terms)
  // With one query word, "all words" and "some word" are the same expression: FTS5 then reads it once.
  const any = terms.length === 1 ? all : toFts5Any(terms)
  const within = (columns: string) => (terms.length === 1 ? `{${columns}} : (${all})` : `(${all}) AND {${columns}} : (${any})`)
  switch (tier) {
    case 'title':
      return within('title')
    case 'people':
      return `${within('authors artists')} NOT {title} : (${any})`
    case 'tags':
      return `${within('tags')} NOT {title authors artists} : (${any})`
    case 'description':
      return `(${all}) NOT {title authors artists tags} : (${any})`
  }
}
