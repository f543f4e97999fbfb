import { createClient, type Client, type InValue } from '@libsql/client'

import {
  correctionsOf,
  countsFromVocabulary,
  DEFAULT_GROUP_LIMIT,
  emptyResults,
  groupCounts,
  type GroupCountRow,
  groupsToQuery,
  MAX_GROUP_LIMIT,
  toHit,
  type IndexedRow,
} from './results'
import {
  FEW_MATCHES_MAX,
  MAX_COMPLETIONS,
  planQueryWithTypos,
  prefixEnd,
  queryVariants,
  RANK_TIERS,
  RANKED_TIER_MAX,
  TIER_LENGTH_FIELD,
  tierOf,
  tokenize,
  toFts5Match,
  toFts5TierMatch,
  TYPO_INDEX_MAX_LENGTH,
  type QueryTerm,
} from './text'
import {
  RESULT_GROUPS,
  type ResultGroup,
  type SearchDocument,
  type SearchEngine,
  type SearchIndexState,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
} from './types'

/*
 * The index lives in its own SQLite file next to the site database ("x.db" → "x.search.db").
 * Payload's development schema push drops (after a prompt) any table it does not know in the main
 * file; a separate file keeps the index out of its reach and out of the migrations.
 */
export const searchFileFor = (databaseUrl: string) =>
  databaseUrl.replace(/(\.(db|sqlite3?))?$/i, (ext) => `.search${ext || '.db'}`)

/*
 * The layout of the index: one version, no upgrades. ensure() compares it with the version stored in the file
 * (search_layout); on any other version, or none, it drops every table and creates this layout, empty, which
 * rebuild.ts prepareSearchIndex() then fills from the content. Change LAYOUT_VERSION with any change below.
 * (Until this scheme the file kept PRAGMA user_version and was upgraded in place, versions 1 to 5.)
 */
const LAYOUT_VERSION = 6
const GROUP_TOKEN = `CASE WHEN kind <> 'book' THEN 'reading' WHEN catalogue = 'press' THEN 'press' ELSE 'lp' END`
const DOCUMENTS = `CREATE TABLE search_documents (
     rowid INTEGER PRIMARY KEY,
     kind TEXT NOT NULL, doc_id TEXT NOT NULL, slug TEXT NOT NULL,
     catalogue TEXT, title TEXT NOT NULL, authors TEXT, artists TEXT, tags TEXT, description TEXT,
     in_stock INTEGER, image_url TEXT, image_alt TEXT, date TEXT,
     terms TEXT,
     grp TEXT GENERATED ALWAYS AS (${GROUP_TOKEN}) VIRTUAL,
     UNIQUE (kind, doc_id))`
/*
 * One FTS5 table per result group, so counting and ranking a group touches only its own postings
 * (a shared table with a group token had to intersect every query with ~all documents).
 */
const GROUP_TOKENS: Record<ResultGroup, string> = { libraryProgram: 'lp', press: 'press', reading: 'reading' }
const ftsTable = (g: ResultGroup) => `search_fts_${GROUP_TOKENS[g]}`
/** Removes a deleted document's words from its group's FTS table (external content needs the old text). */
const ftsDeleteTrigger = (g: ResultGroup) => {
  const fts = ftsTable(g)
  return `CREATE TRIGGER ${fts}_ad AFTER DELETE ON search_documents WHEN old.grp = '${GROUP_TOKENS[g]}' BEGIN
       INSERT INTO ${fts}(${fts}, rowid, title, authors, artists, tags, description)
       VALUES ('delete', old.rowid, old.title, old.authors, old.artists, old.tags, old.description);
     END`
}
const ftsStatements = (g: ResultGroup) => {
  const fts = ftsTable(g)
  return [
    // Results are ordered by field tiers (page()), not by FTS5's rank.
    // Prefix indexes make "phot", "photo"… (matching while typing) index lookups.
    `CREATE VIRTUAL TABLE ${fts} USING fts5(
       title, authors, artists, tags, description,
       content='search_documents', content_rowid='rowid',
       tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6')`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON search_documents WHEN new.grp = '${GROUP_TOKENS[g]}' BEGIN
       INSERT INTO ${fts}(rowid, title, authors, artists, tags, description)
       VALUES (new.rowid, new.title, new.authors, new.artists, new.tags, new.description);
     END`,
    ftsDeleteTrigger(g),
  ]
}

/*
 * The vocabulary: every indexed word with the number of documents holding it, kept by triggers from
 * each document's word list (search_documents.terms, JSON, tokenised like queries). A word new to the
 * index gets its deletion variants (text.ts deletionVariants, depth 1 from 5 letters, 2 from 8) in
 * search_term_deletes, so typo candidates are index lookups by variant. Words whose count drops to 0
 * stay with docs = 0 and are ignored, which keeps deletes cheap.
 */
const VOCABULARY_TABLES = [
  `CREATE TABLE search_terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL,
     lp INTEGER NOT NULL DEFAULT 0, press INTEGER NOT NULL DEFAULT 0, reading INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID`,
  'CREATE TABLE search_term_deletes (variant TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY (variant, term)) WITHOUT ROWID',
  // Letter positions for generating variants in SQL (triggers cannot use recursive CTEs).
  'CREATE TABLE search_positions (i INTEGER PRIMARY KEY)',
  `INSERT INTO search_positions (i) SELECT value FROM json_each('[${Array.from({ length: TYPO_INDEX_MAX_LENGTH }, (_, i) => i + 1).join(',')}]')`,
]
const VOCABULARY_TRIGGERS = [
  `CREATE TRIGGER search_documents_terms_ai AFTER INSERT ON search_documents WHEN new.terms IS NOT NULL BEGIN
     INSERT INTO search_terms (term, docs, lp, press, reading)
       SELECT value, 1, new.grp = 'lp', new.grp = 'press', new.grp = 'reading' FROM json_each(new.terms) WHERE true
       ON CONFLICT (term) DO UPDATE SET docs = docs + 1, lp = lp + excluded.lp, press = press + excluded.press,
         reading = reading + excluded.reading;
   END`,
  `CREATE TRIGGER search_documents_terms_ad AFTER DELETE ON search_documents WHEN old.terms IS NOT NULL BEGIN
     UPDATE search_terms SET docs = docs - 1, lp = lp - (old.grp = 'lp'), press = press - (old.grp = 'press'),
       reading = reading - (old.grp = 'reading')
     WHERE term IN (SELECT value FROM json_each(old.terms));
   END`,
  `CREATE TRIGGER search_terms_ai AFTER INSERT ON search_terms
     WHEN length(new.term) BETWEEN 4 AND ${TYPO_INDEX_MAX_LENGTH} BEGIN
     INSERT OR IGNORE INTO search_term_deletes (variant, term) VALUES (new.term, new.term);
     INSERT OR IGNORE INTO search_term_deletes (variant, term)
       SELECT substr(new.term, 1, a.i - 1) || substr(new.term, a.i + 1), new.term
       FROM search_positions a WHERE length(new.term) >= 5 AND a.i <= length(new.term);
     INSERT OR IGNORE INTO search_term_deletes (variant, term)
       SELECT substr(new.term, 1, a.i - 1) || substr(new.term, a.i + 1, b.i - a.i - 1) || substr(new.term, b.i + 1), new.term
       FROM search_positions a JOIN search_positions b ON b.i > a.i
       WHERE length(new.term) >= 8 AND b.i <= length(new.term);
   END`,
]
const VOCABULARY_TRIGGER_NAMES = ['search_documents_terms_ai', 'search_documents_terms_ad', 'search_terms_ai']
/** The layout's version, and whether the index has been filled from the content since it was created. */
const LAYOUT_RECORD = 'CREATE TABLE search_layout (version INTEGER NOT NULL, filled INTEGER NOT NULL)'
const LAYOUT = [
  DOCUMENTS,
  ...RESULT_GROUPS.flatMap(ftsStatements),
  ...VOCABULARY_TABLES,
  ...VOCABULARY_TRIGGERS,
  LAYOUT_RECORD,
  `INSERT INTO search_layout (version, filled) VALUES (${LAYOUT_VERSION}, 0)`,
]
/** The distinct words of a document, as the vocabulary stores them. */
const termsOf = (doc: Pick<SearchDocument, 'title' | 'authors' | 'artists' | 'tags' | 'description'>) =>
  JSON.stringify([...new Set(tokenize([doc.title, doc.authors, doc.artists, doc.tags, doc.description].join(' ')))])
/** SQL for the length of a tier's field (text.ts TIER_LENGTH_FIELD), shorter first within the tier. */
const FIELD_LENGTH = { title: 'length(d.title)', people: 'length(d.authors) + length(d.artists)' } as const
/** For a match m in tier m.tier, the length of the field its tier is ordered by; NULL in tiers ordered by rowid alone. */
const LENGTH_IN_TIER = `CASE m.tier ${RANK_TIERS.map((tier, i) => {
  const field = TIER_LENGTH_FIELD[tier]
  return field ? `WHEN ${i} THEN ${FIELD_LENGTH[field]}` : ''
}).join(' ')} END`
const COLUMNS = `d.kind, d.doc_id, d.slug, d.catalogue, d.title, d.authors, d.description, d.in_stock,
  d.image_url, d.image_alt, d.date`

const INSERT = `INSERT INTO search_documents (kind, doc_id, slug, catalogue, title, authors, artists, tags,
  description, in_stock, image_url, image_alt, date, terms) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`
const insertArgs = (doc: SearchDocument): InValue[] => [
  doc.kind, doc.docId, doc.slug, doc.catalogue ?? null, doc.title, doc.authors ?? '', doc.artists ?? '',
  doc.tags ?? '', doc.description ?? '', doc.inStock == null ? null : doc.inStock ? 1 : 0,
  doc.imageUrl ?? null, doc.imageAlt ?? null, doc.date ?? null, termsOf(doc),
]
const upsertStatements = (doc: SearchDocument) => [
  // Delete then insert (not UPDATE) so the FTS trigger sees the old text to remove.
  { sql: 'DELETE FROM search_documents WHERE kind = ? AND doc_id = ?', args: [doc.kind, doc.docId] },
  { sql: INSERT, args: insertArgs(doc) },
]

export class SqliteSearchEngine implements SearchEngine {
  readonly name = 'sqlite'
  private readonly client: Client
  private ready: Promise<void> | null = null
  private state: SearchIndexState = 'needsRebuild'

  constructor(url: string) {
    this.client = createClient({ url })
  }

  /**
   * Creates the current layout when the file holds another (or none), and says whether the index still has
   * to be filled from the content (rebuild.ts prepareSearchIndex).
   */
  async ensure(): Promise<SearchIndexState> {
    await this.layout()
    return this.state
  }

  private layout(): Promise<void> {
    this.ready ??= (async () => {
      await this.client.execute('PRAGMA busy_timeout = 10000')
      await this.client.execute('PRAGMA journal_mode = WAL')
      // A derived index, rebuildable at any time: durability of the last commit matters less than write speed.
      await this.client.execute('PRAGMA synchronous = NORMAL')
      const stored = await this.storedLayout()
      if (stored?.version === LAYOUT_VERSION) {
        this.state = stored.filled ? 'current' : 'needsRebuild'
        return
      }
      await this.dropEverything()
      await this.client.batch(LAYOUT, 'write')
      this.state = 'needsRebuild'
    })().catch((error) => {
      this.ready = null
      throw error
    })
    return this.ready
  }

  private async storedLayout(): Promise<{ version: number; filled: boolean } | null> {
    const table = await this.client.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_layout'")
    if (!table.rows.length) return null
    const row = (await this.client.execute('SELECT version, filled FROM search_layout')).rows[0]
    return row ? { version: Number(row.version), filled: Number(row.filled) === 1 } : null
  }

  /** Every table of the file (the index is all it holds), virtual ones first: they take their shadow tables along. */
  private async dropEverything() {
    const virtual = await this.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
    await this.client.batch(virtual.rows.map((row) => `DROP TABLE IF EXISTS "${String(row.name)}"`), 'write')
    const tables = await this.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    await this.client.batch(tables.rows.map((row) => `DROP TABLE IF EXISTS "${String(row.name)}"`), 'write')
  }

  async isFilled(): Promise<boolean> {
    const stored = await this.storedLayout()
    return stored?.version === LAYOUT_VERSION && stored.filled
  }

  /** Records that the index now holds the content (after a rebuild). */
  async markFilled(): Promise<void> {
    await this.layout()
    await this.client.execute('UPDATE search_layout SET filled = 1')
    this.state = 'current'
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.layout()
    await this.client.batch(upsertStatements(doc), 'write')
  }

  async upsertMany(docs: SearchDocument[]): Promise<void> {
    await this.layout()
    if (docs.length) await this.client.batch(docs.flatMap(upsertStatements), 'write')
  }

  async remove(kind: SearchKind, docId: string): Promise<void> {
    await this.layout()
    await this.client.execute({ sql: 'DELETE FROM search_documents WHERE kind = ? AND doc_id = ?', args: [kind, docId] })
  }

  async clear(): Promise<void> {
    await this.layout()
    // Without the per-row triggers (FTS deletes, vocabulary counts): the FTS tables and vocabulary are emptied whole.
    await this.client.batch(
      [
        ...[...VOCABULARY_TRIGGER_NAMES, ...RESULT_GROUPS.map((g) => `${ftsTable(g)}_ad`)].map((t) => `DROP TRIGGER IF EXISTS ${t}`),
        'DELETE FROM search_documents',
        ...RESULT_GROUPS.map((g) => `INSERT INTO ${ftsTable(g)}(${ftsTable(g)}) VALUES ('delete-all')`),
        'DELETE FROM search_term_deletes',
        'DELETE FROM search_terms',
        ...RESULT_GROUPS.map(ftsDeleteTrigger),
        ...VOCABULARY_TRIGGERS,
      ],
      'write',
    )
  }

  /** Indexed words starting with word (text.ts Vocabulary.completions). */
  private async completions(word: string): Promise<string[]> {
    const result = await this.client.execute({
      sql: 'SELECT term FROM search_terms WHERE term >= ? AND term < ? AND docs > 0 LIMIT ?',
      args: [word, prefixEnd(word), MAX_COMPLETIONS + 1],
    })
    return result.rows.map((row) => String(row.term))
  }

  private async termsByVariants(variants: string[]): Promise<string[]> {
    if (!variants.length) return []
    const result = await this.client.execute({
      sql: `SELECT DISTINCT d.term FROM search_term_deletes d JOIN search_terms t ON t.term = d.term
            WHERE d.variant IN (SELECT value FROM json_each(?)) AND t.docs > 0`,
      args: [JSON.stringify(variants)],
    })
    return result.rows.map((row) => String(row.term))
  }

  async search({ text, group, limit = DEFAULT_GROUP_LIMIT, offset = 0 }: SearchQuery): Promise<SearchResults> {
    await this.layout()
    const terms = await planQueryWithTypos(text, {
      completions: (word) => this.completions(word),
      typoCandidates: (word) => this.termsByVariants(queryVariants(word)),
    })
    if (!terms.length) return emptyResults(text)
    const results = emptyResults(text)
    results.corrections = correctionsOf(terms)
    results.counts = (await this.countFromVocabulary(terms)) ?? (await this.countMatches(toFts5Match(terms)))
    const pageSize = Math.min(Math.max(1, limit), MAX_GROUP_LIMIT)
    for (const g of groupsToQuery(group)) {
      if (offset >= results.counts[g]) continue
      results.groups[g] =
        results.counts[g] <= FEW_MATCHES_MAX ? await this.pageOfFew(g, terms, offset, pageSize) : await this.page(g, terms, offset, pageSize)
    }
    return results
  }

  /**
   * Counts of a one-word query from the vocabulary (results.ts countsFromVocabulary; JS tokenises like FTS5's
   * unicode61 with remove_diacritics 2, so the words agree); null when it cannot tell.
   */
  private async countFromVocabulary(terms: QueryTerm[]): Promise<Record<ResultGroup, number> | null> {
    if (terms.length !== 1) return null
    const [{ word, prefix, alternatives }] = terms as [QueryTerm]
    const found = await this.client.execute({
      sql: `SELECT lp, press, reading FROM search_terms
            WHERE (term IN (SELECT value FROM json_each(?1)) OR (?2 AND term >= ?3 AND term < ?4)) AND docs > 0 LIMIT 2`,
      args: [JSON.stringify([word, ...alternatives]), prefix ? 1 : 0, word, prefixEnd(word)],
    })
    return countsFromVocabulary(found.rows as GroupCountRow[])
  }

  /** Counts by reading the matches' postings, the three groups in one round trip (no scoring). */
  private async countMatches(match: string): Promise<Record<ResultGroup, number>> {
    const counted = await this.client.execute({
      sql: `SELECT ${RESULT_GROUPS.map((g) => `(SELECT count(*) FROM ${ftsTable(g)} WHERE ${ftsTable(g)} MATCH ?1) AS ${GROUP_TOKENS[g]}`).join(', ')}`,
      args: [match],
    })
    return groupCounts(counted.rows[0] as GroupCountRow | undefined)
  }

  /**
   * One page of a group in one statement: the ranking tiers (text.ts RANK_TIERS) concatenated in order,
   * so SQLite stops reading tiers once the page is full. Within a tier the order is text.ts TIER_ORDER.
   * No bm25: its IDF step reads every posting of every query word on each query, which alone cost more
   * than the whole latency budget at 100k books.
   */
  private async page(g: ResultGroup, terms: QueryTerm[], offset: number, size: number) {
    const fts = ftsTable(g)
    const matches = RANK_TIERS.map((tier) => toFts5TierMatch(terms, tier))
    const first = (i: number) => `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?${i + 1} ORDER BY rowid`
    const arms = RANK_TIERS.flatMap((tier, i) => {
      const field = TIER_LENGTH_FIELD[tier]
      const rest = `SELECT * FROM (SELECT rowid, rowid AS k, ${i} AS tier, 1 AS part
          FROM (${first(i)} LIMIT -1 OFFSET ${field ? RANKED_TIER_MAX : 0}) LIMIT ?5)`
      if (!field) return [rest]
      // The tier's first RANKED_TIER_MAX matches (in index order) by field length, then the others in index order.
      const shortest = `SELECT * FROM (SELECT f.rowid, ${FIELD_LENGTH[field]} AS k, ${i} AS tier, 0 AS part
          FROM (${first(i)} LIMIT ${RANKED_TIER_MAX}) f JOIN search_documents d ON d.rowid = f.rowid
          ORDER BY k, d.title, f.rowid LIMIT ?5)`
      return [shortest, rest]
    })
    const rows = await this.client.execute({
      sql: `SELECT ${COLUMNS}, ${RANK_TIERS.length} - f.tier AS score
            FROM (${arms.join(' UNION ALL ')} LIMIT ?6 OFFSET ?7) f
            JOIN search_documents d ON d.rowid = f.rowid
            ORDER BY f.tier, f.part, f.k, d.title, f.rowid`,
      args: [...matches, offset + size, size, offset],
    })
    return rows.rows.map((row) => toHit(row as unknown as IndexedRow, terms))
  }

  /**
   * A page of a group with few matches (text.ts FEW_MATCHES_MAX): the matches read once with the fields
   * their tier depends on, tiered here (text.ts tierOf), then ordered and paged in SQL as page() orders them.
   */
  private async pageOfFew(g: ResultGroup, terms: QueryTerm[], offset: number, size: number) {
    const fts = ftsTable(g)
    const matches = await this.client.execute({
      sql: `SELECT f.rowid, d.title, d.authors, d.artists, d.tags FROM ${fts} f JOIN search_documents d ON d.rowid = f.rowid
            WHERE ${fts} MATCH ?`,
      args: [toFts5Match(terms)],
    })
    const tiers = matches.rows.map((row) => [row.rowid, tierOf(row as unknown as Parameters<typeof tierOf>[0], terms)])
    const rows = await this.client.execute({
      sql: `SELECT ${COLUMNS}, ${RANK_TIERS.length} - m.tier AS score
            FROM (SELECT value ->> 0 AS rowid, value ->> 1 AS tier FROM json_each(?1)) m
            JOIN search_documents d ON d.rowid = m.rowid
            ORDER BY m.tier, ${LENGTH_IN_TIER}, CASE WHEN ${LENGTH_IN_TIER} IS NOT NULL THEN d.title END, d.rowid
            LIMIT ?2 OFFSET ?3`,
      args: [JSON.stringify(tiers), size, offset],
    })
    return rows.rows.map((row) => toHit(row as unknown as IndexedRow, terms))
  }

  async close() {
    this.client.close()
  }
}
