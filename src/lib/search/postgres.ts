import { createHash } from 'node:crypto'

import type { Pool, PoolClient, PoolConfig, QueryResultRow } from 'pg'

import {
  correctionsOf,
  countsFromVocabulary,
  DEFAULT_GROUP_LIMIT,
  emptyResults,
  type GroupCountRow,
  groupsToQuery,
  MAX_GROUP_LIMIT,
  splitWordUnion,
  toHit,
  type IndexedRow,
  type WordCountRow,
} from './results'
import {
  countedPrefix,
  FEW_MATCHES_MAX,
  MAX_COMPLETIONS,
  maxTypos,
  planQuery,
  planQueryWithTypos,
  plainWordsOf,
  prefixEnd,
  prefixesOf,
  PREFIX_KEY_MAX_LENGTH,
  PREFIX_KEY_MIN_LENGTH,
  PREFIX_KEY_SQL,
  prefixKeysOf,
  RANK_TIERS,
  RANKED_TIER_MAX,
  TIER_LENGTH_FIELD,
  tokenize,
  toAnyTsQuery,
  toTsQuery,
  wordsToComplete,
  type QueryTerm,
  type RankTier,
} from './text'
import { groupOf, RESULT_GROUPS, type ResultGroup, type SearchDocument, type SearchEngine, type SearchIndexState, type SearchKind, type SearchQuery, type SearchResults } from './types'

/*
 * The index lives in its own schema, art_search: Payload's development push only manages "public",
 * so it never drops these tables, and no migration has to know about them.
 * Text is normalised in JS before to_tsvector('simple', …) so both engines see the same words.
 *
 * The layout: one version, no upgrades. ensure() compares it with the version stored in art_search.layout; on
 * any other version, or none, it drops the schema and creates this layout, empty, which rebuild.ts
 * prepareSearchIndex() then fills from the content. Change LAYOUT_VERSION with any change below. (Versions 1
 * to 9 were upgraded in place and stored in art_search.schema_version; their reasons are kept with each part.)
 */
const LAYOUT_VERSION = 10
const GROUP_SQL = `CASE WHEN kind <> 'book' THEN 'reading' WHEN catalogue = 'press' THEN 'press' ELSE 'libraryProgram' END`
/** A document's prefix keys (text.ts PREFIX_KEY_MIN_LENGTH), as the GIN index below holds them. */
const PREFIX_KEYS = 'art_search.prefix_keys(terms)'
const LAYOUT = [
  // pg_trgm: typo candidates by trigram similarity; btree_gin: a word's length in the same GIN index.
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  'CREATE EXTENSION IF NOT EXISTS btree_gin',
  'CREATE SCHEMA art_search',
  /** The layout's version, and whether the index has been filled from the content since it was created. */
  'CREATE TABLE art_search.layout (version integer NOT NULL, filled boolean NOT NULL)',
  `INSERT INTO art_search.layout (version, filled) VALUES (${LAYOUT_VERSION}, false)`,
  // A tsvector per ranking field (title, people, tags) and tsv with every word; the result group stored.
  `CREATE TABLE art_search.documents (
     kind text NOT NULL, doc_id text NOT NULL, slug text NOT NULL,
     catalogue text, title text NOT NULL, authors text, artists text NOT NULL DEFAULT '', description text,
     in_stock boolean, image_url text, image_alt text, date text,
     terms text[],
     tsv tsvector NOT NULL, tsv_title tsvector, tsv_people tsvector, tsv_tags tsvector,
     grp text GENERATED ALWAYS AS (${GROUP_SQL}) STORED,
     PRIMARY KEY (kind, doc_id))`,
  /*
   * Prefix keys, computed from each document's word list by the index (no column: adding one rewrote every row),
   * in the same GIN index as the words, one per group, so a query's words and keys are looked up in one index
   * scan that skips through the longer postings by the shorter.
   */
  `CREATE FUNCTION art_search.prefix_keys(terms text[]) RETURNS tsvector
     LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
     AS $$ SELECT array_to_tsvector(ARRAY(SELECT DISTINCT left(t, l) FROM unnest(terms) t,
       generate_series(${PREFIX_KEY_MIN_LENGTH}, least(length(t), ${PREFIX_KEY_MAX_LENGTH})) l WHERE ${PREFIX_KEY_SQL('left(t, l)')})) $$`,
  ...RESULT_GROUPS.map(
    (g) =>
      `CREATE INDEX documents_tsv_keys_${g.toLowerCase()}_idx ON art_search.documents USING gin (tsv, (${PREFIX_KEYS})) WHERE grp = '${g}'`,
  ),
  /*
   * The title and people indexes per result group (partial, as the tsv ones): with shared ones a page of the
   * press group read the title and people matches of every group to keep its own ("gard": 384 title rows for
   * 13 press ones).
   */
  ...RESULT_GROUPS.flatMap((g) =>
    ['title', 'people'].map(
      (field) =>
        `CREATE INDEX documents_tsv_${field}_${g.toLowerCase()}_idx ON art_search.documents USING gin (tsv_${field}) WHERE grp = '${g}'`,
    ),
  ),
  /*
   * Words with the number of documents holding them, in all and per result group (a one-word query counts its
   * matches with one lookup); "C" collation so prefix ranges use the index. Pages kept half empty (fillfactor
   * 50) so moving a word's counts is a HOT update within its page: full pages made most updates move the row,
   * and 100k books left the vocabulary in 132 MB with a bloated trigram index.
   */
  `CREATE TABLE art_search.vocabulary (term text COLLATE "C" PRIMARY KEY, docs integer NOT NULL,
     lp integer NOT NULL DEFAULT 0, press integer NOT NULL DEFAULT 0, reading integer NOT NULL DEFAULT 0)
     WITH (fillfactor = 50)`,
  /*
   * Typo candidates looked up by trigrams and length at once: the trigram index alone gave every word sharing
   * enough trigrams, whatever its length ("garen": 1,808 rechecked for 32 of length 4 to 6; with the length in
   * the index, 60).
   */
  'CREATE INDEX vocabulary_length_term_trgm_idx ON art_search.vocabulary USING gin (length(term), term gin_trgm_ops)',
  /*
   * Per prefix of 2 to 4 letters (text.ts prefixesOf), the documents holding some word that starts with it,
   * in all and per group: counting "arch" by its matches read ~13,000 heap pages at 100k books, as a prefix
   * match in GIN is always rechecked against the row. upsertMany and remove move the counts as the vocabulary's.
   */
  `CREATE TABLE art_search.prefixes (prefix text COLLATE "C" PRIMARY KEY, docs integer NOT NULL,
     lp integer NOT NULL, press integer NOT NULL, reading integer NOT NULL)`,
]
/** SQL for the length of a tier's field (text.ts TIER_LENGTH_FIELD), shorter first within the tier. */
const FIELD_LENGTH = { title: 'length(title)', people: 'length(authors) + length(artists)' } as const
/** The tsvector of each tier's fields; the description tier takes every match left. */
const TIER_TSV: Record<RankTier, string | null> = { title: 'tsv_title', people: 'tsv_people', tags: 'tsv_tags', description: null }
const GROUP_COUNT_COLUMN: Record<ResultGroup, 'lp' | 'press' | 'reading'> = { libraryProgram: 'lp', press: 'press', reading: 'reading' }
const PREPARED = new Map<string, string>()
/** How the search's own connections (readPool) show in pg_stat_activity. */
export const READ_APPLICATION_NAME = 'art_search reads'
const COLUMNS = 'kind, doc_id, slug, catalogue, title, authors, description, in_stock, image_url, image_alt, date'

/** The words as JS tokenises them, so every tsvector lexeme is a vocabulary word (counts agree exactly). */
const n = (text: string | null | undefined) => tokenize(text ?? '').join(' ')
const wordsOf = (doc: SearchDocument) =>
  [...new Set(tokenize([doc.title, doc.authors, doc.artists, doc.tags, doc.description].join(' ')))]

// Weights A–D on tsv are not used for ranking (tiers are, by the per-field tsvectors); kept to change no result.
const INSERT = `INSERT INTO art_search.documents (kind, doc_id, slug, catalogue, title, authors, artists, description,
    in_stock, image_url, image_alt, date, terms, tsv, tsv_title, tsv_people, tsv_tags)
  SELECT d.kind, d.doc_id, d.slug, d.catalogue, d.title, d.authors, d.artists, d.description, d.in_stock, d.image_url, d.image_alt,
    d.date, d.terms, setweight(to_tsvector('simple', d.t), 'A') || setweight(to_tsvector('simple', d.p), 'B')
      || setweight(to_tsvector('simple', d.g), 'C') || setweight(to_tsvector('simple', d.x), 'D'),
    to_tsvector('simple', d.t), to_tsvector('simple', d.p), to_tsvector('simple', d.g)
  FROM jsonb_to_recordset($1::jsonb) AS d(kind text, doc_id text, slug text, catalogue text, title text, authors text,
    artists text, description text, in_stock boolean, image_url text, image_alt text, date text, terms text[], t text, p text, g text, x text)`

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres'
  private ready: Promise<void> | null = null
  private state: SearchIndexState = 'needsRebuild'
  private reads: Pool | null = null

  constructor(private readonly pool: Pool) {}

  /**
   * Creates the current layout when the database holds another (or none), and says whether the index still has
   * to be filled from the content (rebuild.ts prepareSearchIndex).
   */
  async ensure(): Promise<SearchIndexState> {
    await this.layout()
    return this.state
  }

  private layout(): Promise<void> {
    this.ready ??= this.transaction(async (client) => {
      // Two processes starting at once could race on dropping and creating the schema: one at a time.
      await client.query("SELECT pg_advisory_xact_lock(hashtext('art_search.ensure'))")
      const exists = await client.query<{ found: boolean }>("SELECT to_regclass('art_search.layout') IS NOT NULL AS found")
      const stored = exists.rows[0]?.found
        ? (await client.query<{ version: number; filled: boolean }>('SELECT version, filled FROM art_search.layout')).rows[0]
        : undefined
      if (stored?.version === LAYOUT_VERSION) {
        this.state = stored.filled ? 'current' : 'needsRebuild'
        return
      }
      await client.query('DROP SCHEMA IF EXISTS art_search CASCADE')
      for (const statement of LAYOUT) await client.query(statement)
      this.state = 'needsRebuild'
    }).catch((error) => {
      this.ready = null
      throw error
    })
    return this.ready
  }

  async isFilled(): Promise<boolean> {
    const exists = await this.pool.query<{ found: boolean }>("SELECT to_regclass('art_search.layout') IS NOT NULL AS found")
    if (!exists.rows[0]?.found) return false
    const stored = (await this.pool.query<{ version: number; filled: boolean }>('SELECT version, filled FROM art_search.layout')).rows[0]
    return stored?.version === LAYOUT_VERSION && stored.filled
  }

  /** Records that the index now holds the content (after a rebuild). */
  async markFilled(): Promise<void> {
    await this.layout()
    await this.pool.query('UPDATE art_search.layout SET filled = true')
    this.state = 'current'
  }

  private async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.upsertMany([doc])
  }

  /** One transaction: replaces the documents and moves the vocabulary's document counts by the difference. */
  async upsertMany(docs: SearchDocument[]): Promise<void> {
    await this.layout()
    const unique = [...new Map(docs.map((d) => [`${d.kind}\u0000${d.docId}`, d])).values()]
    if (!unique.length) return
    const rows = unique.map((doc) => ({
      kind: doc.kind, doc_id: doc.docId, slug: doc.slug, catalogue: doc.catalogue ?? null, title: doc.title,
      authors: doc.authors ?? '', artists: doc.artists ?? '', description: doc.description ?? '', in_stock: doc.inStock ?? null,
      image_url: doc.imageUrl ?? null, image_alt: doc.imageAlt ?? null, date: doc.date ?? null, terms: wordsOf(doc),
      t: n(doc.title), p: `${n(doc.authors)} ${n(doc.artists)}`, g: n(doc.tags), x: n(doc.description),
    }))
    await this.transaction(async (client) => {
      const removed = await this.deleteDocuments(client, unique.map((d) => d.kind), unique.map((d) => d.docId))
      const words = new TermDelta()
      const prefixes = new TermDelta()
      for (const { grp, terms } of removed) {
        words.add(grp, terms, -1)
        prefixes.add(grp, prefixesOf(terms), -1)
      }
      for (const [i, row] of rows.entries()) {
        words.add(groupOf(unique[i]!), row.terms, 1)
        prefixes.add(groupOf(unique[i]!), prefixesOf(row.terms), 1)
      }
      await client.query(INSERT, [JSON.stringify(rows)])
      await this.count(client, 'vocabulary', words)
      await this.count(client, 'prefixes', prefixes)
    })
  }

  /** Deletes documents by key, returning the word lists they held. */
  private async deleteDocuments(client: PoolClient, kinds: string[], ids: string[]) {
    const deleted = await client.query<{ grp: ResultGroup; terms: string[] | null }>(
      `DELETE FROM art_search.documents d USING unnest($1::text[], $2::text[]) AS k(kind, doc_id)
       WHERE d.kind = k.kind AND d.doc_id = k.doc_id RETURNING d.grp, d.terms`,
      [kinds, ids],
    )
    return deleted.rows.map((r) => ({ grp: r.grp, terms: r.terms ?? [] }))
  }

  /**
   * Adds delta to the counts of each word (vocabulary) or prefix (prefixes), in key order so concurrent
   * writers lock rows alike (no deadlock); every writer moves the vocabulary first, then the prefixes.
   */
  private async count(client: PoolClient, table: 'vocabulary' | 'prefixes', delta: TermDelta) {
    const changed = delta.changed()
    if (!changed.length) return
    const key = table === 'vocabulary' ? 'term' : 'prefix'
    await client.query(
      `INSERT INTO art_search.${table} AS v (${key}, docs, lp, press, reading)
         SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) ORDER BY 1
       ON CONFLICT (${key}) DO UPDATE SET docs = v.docs + EXCLUDED.docs, lp = v.lp + EXCLUDED.lp,
         press = v.press + EXCLUDED.press, reading = v.reading + EXCLUDED.reading`,
      [changed.map((c) => c.term), changed.map((c) => c.docs), ...RESULT_GROUPS.map((_, i) => changed.map((c) => c.byGroup[i]!))],
    )
  }

  async remove(kind: SearchKind, docId: string): Promise<void> {
    await this.layout()
    await this.transaction(async (client) => {
      const words = new TermDelta()
      const prefixes = new TermDelta()
      for (const { grp, terms } of await this.deleteDocuments(client, [kind], [docId])) {
        words.add(grp, terms, -1)
        prefixes.add(grp, prefixesOf(terms), -1)
      }
      await this.count(client, 'vocabulary', words)
      await this.count(client, 'prefixes', prefixes)
    })
  }

  /**
   * A search-path read as a named (prepared) statement on the read pool, so Postgres parses and plans it once
   * per connection. Names are derived from the text, so equal SQL shares one.
   */
  private read<R extends QueryResultRow = QueryResultRow>(text: string, values: unknown[]) {
    let name = PREPARED.get(text)
    if (!name) {
      name = `art_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
      PREPARED.set(text, name)
    }
    return this.readPool().query<R>({ name, text, values })
  }

  /**
   * The search's own connections, opened like the app's (same settings and size) but whose prepared statements
   * always use their generic plan, planned once per connection. Left to choose, Postgres planned every page
   * afresh (a custom plan for the actual LIMIT always looks cheaper), and planning the tier UNION costs 1–2 ms,
   * as much as running it. Set when connecting, the setting costs no query a SET and a RESET round trip on a
   * shared connection (0.1–0.3 ms each, more on a busy machine), and Payload's queries keep the default.
   */
  private readPool(): Pool {
    if (!this.reads) {
      const { options, ...config } = this.pool.options
      const ReadPool = this.pool.constructor as new (config: PoolConfig) => Pool
      this.reads = new ReadPool({
        ...config,
        options: [options, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
        application_name: READ_APPLICATION_NAME,
        allowExitOnIdle: true,
      })
      // An idle connection the server ends (a restart, a dropped test database) leaves the pool; unheard, its error would end the process.
      this.reads.on('error', () => {})
    }
    return this.reads
  }

  async close(): Promise<void> {
    const reads = this.reads
    this.reads = null
    await reads?.end()
  }

  async clear(): Promise<void> {
    await this.layout()
    await this.pool.query('TRUNCATE art_search.documents, art_search.vocabulary, art_search.prefixes')
  }

  /**
   * In one statement, for each of words (text.ts wordsToComplete), the indexed words starting with it
   * (Vocabulary.completions) and, when there are none and the word is long enough for typos, its typo
   * candidates (Vocabulary.typoCandidates): a query's words are looked up together before it is planned, one
   * round trip rather than one per word and another per misspelt word. Their vocabulary rows go to seen.
   *
   * Typo candidates are indexed words sharing enough trigrams with the word (pg_trgm's % operator, its GIN
   * index) and of a length a typo allows. The lengths are listed, not given as a range: each listed length is
   * one index key, while a range is a partial match that reads every word of those lengths ("architectue",
   * lengths 9 to 13: 206 index pages and 2.9 ms as a range, 53 pages and 0.3 ms as a list).
   */
  private async lookUp(words: string[], seen: SeenWords): Promise<WordLookup> {
    const found: WordLookup = {
      completions: new Map(words.map((word) => [word, []])),
      typoCandidates: new Map(words.filter((word) => maxTypos(word) > 0).map((word) => [word, []])),
    }
    if (!words.length) return found
    const result = await this.read<WordCountRow & { word: string; typo: boolean }>(
      `WITH w AS (SELECT * FROM unnest($1::text[], $2::text[], $4::int[]) AS w(word, word_end, typos)),
       completions AS (SELECT w.word, c.* FROM w, LATERAL (
         SELECT term, docs, lp, press, reading FROM art_search.vocabulary
         WHERE term >= w.word COLLATE "C" AND term < w.word_end COLLATE "C" AND docs > 0 ORDER BY term LIMIT $3) c)
       SELECT false AS typo, * FROM completions
       UNION ALL
       SELECT true, w.word, t.* FROM w, LATERAL (
         SELECT term, docs, lp, press, reading FROM art_search.vocabulary
         WHERE term % w.word AND docs > 0
           AND length(term) = ANY (ARRAY(SELECT generate_series(length(w.word) - w.typos, length(w.word) + w.typos)))
         ORDER BY similarity(term, w.word) DESC LIMIT 50) t
       WHERE w.typos > 0 AND NOT EXISTS (SELECT FROM completions c WHERE c.word = w.word)`,
      [words, words.map(prefixEnd), MAX_COMPLETIONS + 1, words.map(maxTypos)],
    )
    for (const { word, typo, ...row } of result.rows) {
      const list = typo ? found.typoCandidates : found.completions
      list.get(word)!.push(row.term)
      seen.rows.set(row.term, row)
    }
    for (const [word, terms] of found.completions) if (terms.length <= MAX_COMPLETIONS) seen.complete.push(word)
    return found
  }

  async search({ text, group, limit = DEFAULT_GROUP_LIMIT, offset = 0 }: SearchQuery): Promise<SearchResults> {
    await this.layout()
    const seen: SeenWords = { rows: new Map(), complete: [] }
    // What planQueryWithTypos asks of the vocabulary (it asks only about wordsToComplete), all at once.
    const found = await this.lookUp(wordsToComplete(planQuery(text)), seen)
    const terms = await planQueryWithTypos(text, {
      completions: async (word) => found.completions.get(word) ?? [],
      typoCandidates: async (word) => found.typoCandidates.get(word) ?? [],
    })
    if (!terms.length) return emptyResults(text)
    const results = emptyResults(text)
    results.corrections = correctionsOf(terms)
    const params = [toTsQuery(terms), toAnyTsQuery(terms), Math.min(Math.max(1, limit), MAX_GROUP_LIMIT), offset]
    const asked = groupsToQuery(group)
    const counting = await this.countingOf(terms, seen)
    if ('sql' in counting) {
      const counted = await this.read<PageRow>(countedPagesSql(terms, asked, counting.sql), [...params, ...counting.values])
      for (const row of counted.rows) {
        results.counts[row.grp] = Number(row.total)
        if (row.kind !== null) results.groups[row.grp].push(toHit(row, terms))
      }
      return results
    }
    for (const g of RESULT_GROUPS) results.counts[g] = counting.known[g]
    const paged = asked.filter((g) => offset < results.counts[g])
    if (!paged.length) return results
    // The groups' pages in one statement: one round trip, however many groups.
    const sql = paged
      .map((g) => `SELECT '${g}' AS grp, page.* FROM (${results.counts[g] <= FEW_MATCHES_MAX ? fewPageSql(g, MATCH_ALL) : tieredPageSql(g, terms, MATCH_ALL)}) page`)
      .join(' UNION ALL ')
    const pages = await this.read<PageRow>(sql, params)
    for (const row of pages.rows) results.groups[row.grp].push(toHit(row, terms))
    return results
  }

  /**
   * How the query's matches are counted per group: from the vocabulary when it stands for plain words whose
   * rows tell (results.ts splitWordUnion, countsFromVocabulary), else by the statement that pages them
   * (countedPagesSql): from its prefix's row (text.ts countedPrefix), as its most widely held word's count plus
   * the documents holding another word but not it, or from the matches. Words' rows the search has read
   * already (seen) are not read again.
   */
  private async countingOf(terms: QueryTerm[], seen: SeenWords): Promise<{ known: Record<ResultGroup, number> } | { sql: Counting; values: unknown[] }> {
    const counted = countedPrefix(terms)
    if (counted !== null) return { sql: BY_PREFIX_ROW, values: [counted] }
    const words = plainWordsOf(terms)
    if (words) {
      const rows =
        seenRowsOf(words, seen) ??
        (
          await this.read<WordCountRow>(
            'SELECT term, docs, lp, press, reading FROM art_search.vocabulary WHERE term = ANY($1::text[]) AND docs > 0',
            [words],
          )
        ).rows
      const split = splitWordUnion(rows)
      if (!('others' in split)) return { known: split.known }
      return { sql: BY_WORD_UNION, values: [`(${split.others.join(' | ')}) & !${split.without}`, ...RESULT_GROUPS.map((g) => split.known[g])] }
    }
    if (terms.length === 1) {
      const [{ word, prefix, alternatives }] = terms as [QueryTerm]
      const found = await this.read<GroupCountRow>(
        `SELECT lp, press, reading FROM art_search.vocabulary
         WHERE (term = ANY($1::text[]) OR ($2 AND term >= $3 AND term < $4)) AND docs > 0 LIMIT 2`,
        [[word, ...alternatives], prefix, word, prefixEnd(word)],
      )
      const known = countsFromVocabulary(found.rows)
      if (known) return { known }
    }
    const keyed = prefixKeysOf(terms)
    if (keyed) return { sql: byKeyedMatches(keyed.rest.length > 0, keyed.exact), values: [keyed.keys.join(' & '), ...(keyed.rest.length ? [toTsQuery(keyed.rest)] : [])] }
    return { sql: BY_MATCHES, values: [] }
  }
}

/** "Holds every query word" ($1), from the group's GIN index. */
const MATCH_ALL = "tsv @@ to_tsquery('simple', $1)"
/**
 * "Some query word" ($2) as a tsquery parsed once per statement (an InitPlan): to_tsquery('simple', $2) in a
 * row filter is parsed again for every row, ~1 µs each, and the tier tests run on every match read.
 */
const SOME_WORD = "(SELECT to_tsquery('simple', $2))"
/**
 * The vocabulary rows (docs > 0) one search has read, by word, and the words whose every completion is among
 * them (completionsOf found at most MAX_COMPLETIONS): a word starting with one of those and not among the rows
 * is in no document.
 */
type SeenWords = { rows: Map<string, WordCountRow>; complete: string[] }
/**
 * PostgresSearchEngine.lookUp's answer, by word: completions, and for a word long enough for typos its typo
 * candidates (read only when it has no completions; an empty list otherwise).
 */
type WordLookup = { completions: Map<string, string[]>; typoCandidates: Map<string, string[]> }

/** The vocabulary rows of words (each once, those in some document) from seen, or null when seen cannot tell for some word. */
function seenRowsOf(words: string[], seen: SeenWords): WordCountRow[] | null {
  const rows: WordCountRow[] = []
  for (const word of new Set(words)) {
    const row = seen.rows.get(word)
    if (row) rows.push(row)
    else if (!seen.complete.some((prefix) => word.startsWith(prefix))) return null
  }
  return rows
}

/** A page's row as the statements below return it: its group, and where counted there the group's matches. */
type PageRow = IndexedRow & { grp: ResultGroup; total?: string }

/**
 * How countedPagesSql counts a group's matches before paging it: total, a one-row query of column total, and
 * all, the SQL condition for "holds every query word" its page is read by; with (CTEs) and values
 * (parameters from $5) as they need.
 */
type Counting = { with?: (g: ResultGroup) => string; total: (g: ResultGroup) => string; all: (g: ResultGroup) => string }
const matchesOf = (g: ResultGroup) => `matches_${GROUP_COUNT_COLUMN[g]}`
/**
 * Each group's matches (the documents meeting found, an SQL condition) read once (the GIN index merging every
 * query word's postings, then each row's page visited) into its CTE, counted there, and paged from there by
 * row address. Counting and paging apart merged the postings twice ("memory fento": 3.3 ms each time).
 */
const matchesBy = (found: string): Counting => ({
  with: (g) => `${matchesOf(g)} AS MATERIALIZED (SELECT ctid AS id FROM art_search.documents WHERE grp = '${g}' AND ${found})`,
  total: (g) => `SELECT count(*) AS total FROM ${matchesOf(g)}`,
  all: (g) => `ctid = ANY (ARRAY(SELECT id FROM ${matchesOf(g)}))`,
})
const BY_MATCHES = matchesBy(MATCH_ALL)
/**
 * matchesBy for a query with words found by their prefix keys (text.ts prefixKeysOf): the keys ($5) and the
 * other words ($6, withRest) looked up in one index scan; unless exact, each document found is tested against
 * the whole query ($1) by ts_match_vq, which the index cannot take, so the prefixes are not merged there.
 */
function byKeyedMatches(withRest: boolean, exact: boolean): Counting {
  return matchesBy(
    [
      `${PREFIX_KEYS} @@ $5::tsquery`,
      ...(withRest ? ["tsv @@ to_tsquery('simple', $6)"] : []),
      // Exact, the statement reads no $1 otherwise; Postgres must still know its type.
      exact ? '$1::text IS NOT NULL' : "ts_match_vq(tsv, to_tsquery('simple', $1))",
    ].join(' AND '),
  )
}
/** A one-word prefix: its row of art_search.prefixes ($5 the prefix). */
const BY_PREFIX_ROW: Counting = {
  total: (g) => `SELECT coalesce((SELECT ${GROUP_COUNT_COLUMN[g]} FROM art_search.prefixes WHERE prefix = $5), 0) AS total`,
  all: () => MATCH_ALL,
}
/**
 * A word standing for several plain words (results.ts splitWordUnion): the count of the one held most widely
 * ($6 to $8 by group) plus the documents holding another but not it ($5, a tsquery).
 */
const BY_WORD_UNION: Counting = {
  total: (g) =>
    `SELECT $${6 + RESULT_GROUPS.indexOf(g)}::bigint + count(*) AS total FROM art_search.documents WHERE grp = '${g}' AND tsv @@ to_tsquery('simple', $5)`,
  all: () => MATCH_ALL,
}

/**
 * Every group's match count and page in one statement (a group not asked for: its count only), for queries
 * the vocabulary cannot count outright: each group counted as counting says, then, unless the offset ($4) is
 * past its count, paged as fewPageSql or tieredPageSql order it by that count. One round trip, where a count
 * statement came before the pages.
 */
function countedPagesSql(terms: QueryTerm[], asked: readonly ResultGroup[], counting: Counting): string {
  const groups = RESULT_GROUPS.map((g) => {
    const all = counting.all(g)
    const page = asked.includes(g)
      ? `SELECT * FROM (${fewPageSql(g, all)}) few WHERE counted.total <= ${FEW_MATCHES_MAX} AND counted.total > $4
         UNION ALL
         SELECT * FROM (${tieredPageSql(g, terms, all)}) tiered WHERE counted.total > ${FEW_MATCHES_MAX} AND counted.total > $4`
      : `SELECT * FROM (${fewPageSql(g, all)}) few WHERE false`
    return `SELECT '${g}' AS grp, counted.total, page.*
      FROM (${counting.total(g)}) counted LEFT JOIN LATERAL (${page}) page ON true`
  })
  const { with: collect } = counting
  return `${collect ? `WITH ${RESULT_GROUPS.map(collect).join(', ')} ` : ''}${groups.join(' UNION ALL ')}`
}

/**
 * One page of a group in one statement: the ranking tiers (text.ts RANK_TIERS) appended in order, so
 * Postgres stops reading tiers once the page is full. Within a tier, text.ts TIER_ORDER, with "index
 * order" the table's physical order. No ts_rank: it reads (and detoasts) the tsvector of every match.
 * Parameters: $1 every query word, $2 some query word (tsquery text), $3 page size, $4 offset; all is the
 * SQL condition for "holds every query word".
 */
function tieredPageSql(g: ResultGroup, terms: QueryTerm[], all: string): string {
  const some = (column: string) => `${column} @@ ${SOME_WORD}`
  const matchAll = `grp = '${g}' AND ${all}`
  // In the title and people tiers, the small field index finds the candidates. With several words (then
  // always counted by countedPagesSql), they are read among the matches collected there, by row address: testing each
  // candidate's tsv read (and detoasted) ~650 rows for 70 ("memory fento", 7.3 ms), merging the group's
  // postings again for a BitmapAnd took 3.3 ms, reading its 1,051 matches by address takes ~1.
  const filterAll = terms.length === 1 ? `grp = '${g}'` : matchAll
  const tierWhere: Record<RankTier, string> = {
    title: `${some('tsv_title')} AND ${filterAll}`,
    people: `${some('tsv_people')} AND ${filterAll} AND NOT ${some('tsv_title')}`,
    tags: `${matchAll} AND ${some('tsv_tags')} AND NOT (${some('tsv_title')} OR ${some('tsv_people')})`,
    description: `${matchAll} AND NOT (${some('tsv_title')} OR ${some('tsv_people')} OR ${some('tsv_tags')})`,
  }
  const arms = RANK_TIERS.flatMap((tier, i) => {
    const where = tierWhere[tier]
    const field = TIER_LENGTH_FIELD[tier]
    const length = field && FIELD_LENGTH[field]
    const select = (part: number) => `${COLUMNS}, ${RANK_TIERS.length - i} AS score, ${i} AS tier, ${part} AS part`
    if (!length) return [`(SELECT ${select(1)}, row_number() OVER () AS k FROM art_search.documents WHERE ${where} LIMIT $3::int + $4::int)`]
    return [
      `(SELECT ${select(0)}, row_number() OVER (ORDER BY ${length}, title) AS k
        FROM (SELECT * FROM art_search.documents WHERE ${where} LIMIT ${RANKED_TIER_MAX}) first ORDER BY k LIMIT $3::int + $4::int)`,
      `(SELECT ${select(1)}, row_number() OVER () AS k FROM art_search.documents WHERE ${where} OFFSET ${RANKED_TIER_MAX} LIMIT $3::int + $4::int)`,
    ]
  })
  return `SELECT ${COLUMNS}, score FROM (SELECT * FROM (${arms.join(' UNION ALL ')}) tiers LIMIT $3 OFFSET $4) page ORDER BY tier, part, k`
}

/**
 * A page of a group with few matches (text.ts FEW_MATCHES_MAX) in one pass over its matches: each is
 * put in its tier by testing its field tsvectors, then ordered as tieredPageSql orders them (ctid: physical
 * order). Parameters and all as for tieredPageSql.
 */
function fewPageSql(g: ResultGroup, all: string): string {
  const tier = `CASE ${RANK_TIERS.map((t, i) => (TIER_TSV[t] ? `WHEN ${TIER_TSV[t]} @@ ${SOME_WORD} THEN ${i}` : `ELSE ${i}`)).join(' ')} END`
  const length = `CASE tier ${RANK_TIERS.map((t, i) => {
    const field = TIER_LENGTH_FIELD[t]
    return field ? `WHEN ${i} THEN ${FIELD_LENGTH[field]}` : ''
  }).join(' ')} END`
  return `SELECT ${COLUMNS}, ${RANK_TIERS.length} - tier AS score
    FROM (SELECT *, ctid, ${tier} AS tier FROM art_search.documents WHERE grp = '${g}' AND ${all}) found
    ORDER BY tier, ${length}, CASE WHEN ${length} IS NOT NULL THEN title END, ctid
    LIMIT $3 OFFSET $4`
}

/** Per word (or prefix), how many documents (in all and per result group) gain or lose it. */
class TermDelta {
  private readonly byTerm = new Map<string, number[]>()
  add(group: ResultGroup, terms: string[], change: number) {
    const column = RESULT_GROUPS.indexOf(group)
    for (const term of terms) {
      const counts = this.byTerm.get(term) ?? RESULT_GROUPS.map(() => 0)
      counts[column]! += change
      this.byTerm.set(term, counts)
    }
  }
  changed() {
    return [...this.byTerm]
      .filter(([, counts]) => counts.some((c) => c !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([term, byGroup]) => ({ term, byGroup, docs: byGroup.reduce((a, b) => a + b, 0) }))
  }
}
