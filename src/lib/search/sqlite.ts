import { createClient, type Client, type InValue } from '@libsql/client'

import {
  correctionsOf,
  DEFAULT_GROUP_LIMIT,
  emptyResults,
  groupsToQuery,
  MAX_GROUP_LIMIT,
  toHit,
  type IndexedRow,
} from './results'
import { maxTypos, planQueryWithTypos, toFts5Match } from './text'
import { RESULT_GROUPS, type ResultGroup, type SearchDocument, type SearchEngine, type SearchKind, type SearchQuery, type SearchResults } from './types'

/*
 * The index lives in its own SQLite file next to the site database ("x.db" → "x.search.db").
 * Payload's development schema push drops (after a prompt) any table it does not know in the main
 * file; a separate file keeps the index out of its reach and out of the migrations.
 */
export const searchFileFor = (databaseUrl: string) =>
  databaseUrl.replace(/(\.(db|sqlite3?))?$/i, (ext) => `.search${ext || '.db'}`)

/** Bumped when the FTS layout changes: the FTS tables are then rebuilt from search_documents. */
const SCHEMA_VERSION = 3
const GROUP_TOKEN = `CASE WHEN kind <> 'book' THEN 'reading' WHEN catalogue = 'press' THEN 'press' ELSE 'lp' END`
const DOCUMENTS = `CREATE TABLE IF NOT EXISTS search_documents (
     rowid INTEGER PRIMARY KEY,
     kind TEXT NOT NULL, doc_id TEXT NOT NULL, slug TEXT NOT NULL,
     catalogue TEXT, title TEXT NOT NULL, authors TEXT, artists TEXT, tags TEXT, description TEXT,
     in_stock INTEGER, image_url TEXT, image_alt TEXT, date TEXT,
     grp TEXT GENERATED ALWAYS AS (${GROUP_TOKEN}) VIRTUAL,
     UNIQUE (kind, doc_id))`
/*
 * One FTS5 table per result group, so counting and ranking a group touches only its own postings
 * (a shared table with a group token had to intersect every query with ~all documents).
 */
const GROUP_TOKENS: Record<ResultGroup, string> = { libraryProgram: 'lp', press: 'press', reading: 'reading' }
const ftsTable = (g: ResultGroup) => `search_fts_${GROUP_TOKENS[g]}`
const vocabTable = (g: ResultGroup) => `search_vocab_${GROUP_TOKENS[g]}`
const LEGACY = [
  'DROP TRIGGER IF EXISTS search_documents_ai',
  'DROP TRIGGER IF EXISTS search_documents_ad',
  'DROP TABLE IF EXISTS search_vocab',
  'DROP TABLE IF EXISTS search_fts',
]
const ftsStatements = (g: ResultGroup) => {
  const fts = ftsTable(g)
  const token = GROUP_TOKENS[g]
  return [
    `DROP TRIGGER IF EXISTS ${fts}_ai`,
    `DROP TRIGGER IF EXISTS ${fts}_ad`,
    `DROP TABLE IF EXISTS ${vocabTable(g)}`,
    `DROP TABLE IF EXISTS ${fts}`,
    // Column order sets the bm25 weights: title > authors, artists > tags > description.
    // Prefix indexes make "phot", "photo"… (matching while typing) index lookups.
    `CREATE VIRTUAL TABLE ${fts} USING fts5(
       title, authors, artists, tags, description,
       content='search_documents', content_rowid='rowid',
       tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6')`,
    `INSERT INTO ${fts}(${fts}, rank) VALUES ('rank', 'bm25(10.0, 5.0, 5.0, 2.5, 1.0)')`,
    `CREATE VIRTUAL TABLE ${vocabTable(g)} USING fts5vocab(${fts}, 'row')`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON search_documents WHEN new.grp = '${token}' BEGIN
       INSERT INTO ${fts}(rowid, title, authors, artists, tags, description)
       VALUES (new.rowid, new.title, new.authors, new.artists, new.tags, new.description);
     END`,
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON search_documents WHEN old.grp = '${token}' BEGIN
       INSERT INTO ${fts}(${fts}, rowid, title, authors, artists, tags, description)
       VALUES ('delete', old.rowid, old.title, old.authors, old.artists, old.tags, old.description);
     END`,
    // An external-content table indexes only what is inserted into it: fill it from its group's rows.
    `INSERT INTO ${fts}(rowid, title, authors, artists, tags, description)
       SELECT rowid, title, authors, artists, tags, description FROM search_documents WHERE grp = '${token}'`,
  ]
}
const FTS = [...LEGACY, ...RESULT_GROUPS.flatMap(ftsStatements), `PRAGMA user_version = ${SCHEMA_VERSION}`]
const COLUMNS = `d.kind, d.doc_id, d.slug, d.catalogue, d.title, d.authors, d.description, d.in_stock,
  d.image_url, d.image_alt, d.date`

const INSERT = `INSERT INTO search_documents (kind, doc_id, slug, catalogue, title, authors, artists, tags,
  description, in_stock, image_url, image_alt, date) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`
const insertArgs = (doc: SearchDocument): InValue[] => [
  doc.kind, doc.docId, doc.slug, doc.catalogue ?? null, doc.title, doc.authors ?? '', doc.artists ?? '',
  doc.tags ?? '', doc.description ?? '', doc.inStock == null ? null : doc.inStock ? 1 : 0,
  doc.imageUrl ?? null, doc.imageAlt ?? null, doc.date ?? null,
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

  constructor(url: string) {
    this.client = createClient({ url })
  }

  ensure(): Promise<void> {
    this.ready ??= (async () => {
      await this.client.execute('PRAGMA busy_timeout = 10000')
      await this.client.execute('PRAGMA journal_mode = WAL')
      // A derived index, rebuildable at any time: durability of the last commit matters less than write speed.
      await this.client.execute('PRAGMA synchronous = NORMAL')
      const version = Number((await this.client.execute('PRAGMA user_version')).rows[0]?.[0] ?? 0)
      if (version === SCHEMA_VERSION) return
      const existing = await this.client.execute("SELECT name FROM pragma_table_info('search_documents')")
      const columns = existing.rows.map((r) => String(r.name))
      const statements = columns.length === 0 ? [DOCUMENTS] : []
      if (columns.length > 0 && !columns.includes('grp')) {
        statements.push(`ALTER TABLE search_documents ADD COLUMN grp TEXT GENERATED ALWAYS AS (${GROUP_TOKEN}) VIRTUAL`)
      }
      await this.client.batch([...statements, ...FTS], 'write')
    })().catch((error) => {
      this.ready = null
      throw error
    })
    return this.ready
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.ensure()
    await this.client.batch(upsertStatements(doc), 'write')
  }

  async upsertMany(docs: SearchDocument[]): Promise<void> {
    await this.ensure()
    if (docs.length) await this.client.batch(docs.flatMap(upsertStatements), 'write')
  }

  async remove(kind: SearchKind, docId: string): Promise<void> {
    await this.ensure()
    await this.client.execute({ sql: 'DELETE FROM search_documents WHERE kind = ? AND doc_id = ?', args: [kind, docId] })
  }

  async clear(): Promise<void> {
    await this.ensure()
    await this.client.batch(
      ['DELETE FROM search_documents', ...RESULT_GROUPS.map((g) => `INSERT INTO ${ftsTable(g)}(${ftsTable(g)}) VALUES ('optimize')`)],
      'write',
    )
  }

  /** True when some indexed word starts with word: then it is no typo, and prefix matching finds it. */
  private async isKnownPrefix(word: string): Promise<boolean> {
    for (const g of RESULT_GROUPS) {
      const result = await this.client.execute({
        sql: `SELECT 1 FROM ${vocabTable(g)} WHERE term >= ? AND term < ? LIMIT 1`,
        args: [word, `${word}\uffff`],
      })
      if (result.rows.length > 0) return true
    }
    return false
  }

  /** Indexed words near a misspelt word: same first letter, similar length (a range read of the FTS vocabulary). */
  private async vocabularyNear(word: string): Promise<string[]> {
    const spread = maxTypos(word)
    const first = word[0]!
    const next = String.fromCodePoint(first.codePointAt(0)! + 1)
    const found = new Set<string>()
    for (const g of RESULT_GROUPS) {
      const result = await this.client.execute({
        sql: `SELECT term FROM ${vocabTable(g)} WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?`,
        args: [first, next, word.length - spread, word.length + spread],
      })
      for (const row of result.rows) found.add(String(row.term))
    }
    return [...found]
  }

  async search({ text, group, limit = DEFAULT_GROUP_LIMIT, offset = 0 }: SearchQuery): Promise<SearchResults> {
    await this.ensure()
    const terms = await planQueryWithTypos(text, {
      isKnownPrefix: (word) => this.isKnownPrefix(word),
      vocabularyNear: (word) => this.vocabularyNear(word),
    })
    if (!terms.length) return emptyResults(text)
    const match = toFts5Match(terms)
    const results = emptyResults(text)
    results.corrections = correctionsOf(terms)
    for (const g of RESULT_GROUPS) {
      const counted = await this.client.execute({
        sql: `SELECT count(*) AS n FROM ${ftsTable(g)} WHERE ${ftsTable(g)} MATCH ?`,
        args: [match],
      })
      results.counts[g] = Number(counted.rows[0]?.n ?? 0)
    }
    const pageSize = Math.min(Math.max(1, limit), MAX_GROUP_LIMIT)
    for (const g of groupsToQuery(group)) {
      if (!results.counts[g] || offset >= results.counts[g]) continue
      // FTS5 ranks and limits by its configured bm25 weights before the join reads 24 rows of content.
      const rows = await this.client.execute({
        sql: `SELECT ${COLUMNS}, -f.rank AS score
              FROM (SELECT rowid, rank FROM ${ftsTable(g)} WHERE ${ftsTable(g)} MATCH ? ORDER BY rank LIMIT ? OFFSET ?) f
              JOIN search_documents d ON d.rowid = f.rowid
              ORDER BY f.rank, d.title`,
        args: [match, pageSize, offset],
      })
      results.groups[g] = rows.rows.map((row) => toHit(row as unknown as IndexedRow, terms))
    }
    return results
  }

  async close() {
    this.client.close()
  }
}
