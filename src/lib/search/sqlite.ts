import { createClient, type Client, type InValue } from '@libsql/client'

import {
  correctionsOf,
  DEFAULT_GROUP_LIMIT,
  emptyResults,
  GROUP_CONDITION,
  groupsToQuery,
  MAX_GROUP_LIMIT,
  toHit,
  type IndexedRow,
} from './results'
import { maxTypos, planQuery, toFts5Match, typoAlternatives, TYPO_MIN_LENGTH } from './text'
import type { SearchDocument, SearchEngine, SearchKind, SearchQuery, SearchResults } from './types'

/*
 * The index lives in its own SQLite file next to the site database ("x.db" → "x.search.db").
 * Payload's development schema push drops (after a prompt) any table it does not know in the main
 * file; a separate file keeps the index out of its reach and out of the migrations.
 */
export const searchFileFor = (databaseUrl: string) =>
  databaseUrl.replace(/(\.(db|sqlite3?))?$/i, (ext) => `.search${ext || '.db'}`)

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS search_documents (
     rowid INTEGER PRIMARY KEY,
     kind TEXT NOT NULL, doc_id TEXT NOT NULL, slug TEXT NOT NULL,
     catalogue TEXT, title TEXT NOT NULL, authors TEXT, artists TEXT, tags TEXT, description TEXT,
     in_stock INTEGER, image_url TEXT, image_alt TEXT, date TEXT,
     UNIQUE (kind, doc_id))`,
  // Column order sets the bm25 weights below: title > authors, artists > tags > description.
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
     title, authors, artists, tags, description,
     content='search_documents', content_rowid='rowid',
     tokenize='unicode61 remove_diacritics 2')`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_vocab USING fts5vocab(search_fts, 'row')`,
  `CREATE TRIGGER IF NOT EXISTS search_documents_ai AFTER INSERT ON search_documents BEGIN
     INSERT INTO search_fts(rowid, title, authors, artists, tags, description)
     VALUES (new.rowid, new.title, new.authors, new.artists, new.tags, new.description);
   END`,
  `CREATE TRIGGER IF NOT EXISTS search_documents_ad AFTER DELETE ON search_documents BEGIN
     INSERT INTO search_fts(search_fts, rowid, title, authors, artists, tags, description)
     VALUES ('delete', old.rowid, old.title, old.authors, old.artists, old.tags, old.description);
   END`,
]
// bm25 is lower-is-better; negated so that on both engines a higher score ranks first.
const WEIGHTS = '-bm25(search_fts, 10.0, 5.0, 5.0, 2.5, 1.0)'
const COLUMNS = `d.kind, d.doc_id, d.slug, d.catalogue, d.title, d.authors, d.description, d.in_stock,
  d.image_url, d.image_alt, d.date`

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
      await this.client.batch(SCHEMA, 'write')
    })().catch((error) => {
      this.ready = null
      throw error
    })
    return this.ready
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.ensure()
    // Delete then insert (not UPDATE) so the FTS triggers see the old text to remove.
    await this.client.batch(
      [
        { sql: 'DELETE FROM search_documents WHERE kind = ? AND doc_id = ?', args: [doc.kind, doc.docId] },
        {
          sql: `INSERT INTO search_documents (kind, doc_id, slug, catalogue, title, authors, artists, tags,
                  description, in_stock, image_url, image_alt, date) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
          args: [
            doc.kind, doc.docId, doc.slug, doc.catalogue ?? null, doc.title, doc.authors ?? '', doc.artists ?? '',
            doc.tags ?? '', doc.description ?? '', doc.inStock == null ? null : doc.inStock ? 1 : 0,
            doc.imageUrl ?? null, doc.imageAlt ?? null, doc.date ?? null,
          ],
        },
      ],
      'write',
    )
  }

  async remove(kind: SearchKind, docId: string): Promise<void> {
    await this.ensure()
    await this.client.execute({ sql: 'DELETE FROM search_documents WHERE kind = ? AND doc_id = ?', args: [kind, docId] })
  }

  async clear(): Promise<void> {
    await this.ensure()
    await this.client.batch(['DELETE FROM search_documents', "INSERT INTO search_fts(search_fts) VALUES ('optimize')"], 'write')
  }

  /** Indexed words near a misspelt word: same first letter, similar length (a range read of the FTS vocabulary). */
  private async vocabularyNear(word: string): Promise<string[]> {
    const spread = maxTypos(word)
    const first = word[0]!
    const next = String.fromCodePoint(first.codePointAt(0)! + 1)
    const result = await this.client.execute({
      sql: `SELECT term FROM search_vocab WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?`,
      args: [first, next, word.length - spread, word.length + spread],
    })
    return result.rows.map((r) => String(r.term))
  }

  async search({ text, group, limit = DEFAULT_GROUP_LIMIT, offset = 0 }: SearchQuery): Promise<SearchResults> {
    await this.ensure()
    const terms = planQuery(text)
    if (!terms.length) return emptyResults(text)
    for (const term of terms) {
      if (term.word.length >= TYPO_MIN_LENGTH) term.alternatives = typoAlternatives(term.word, await this.vocabularyNear(term.word))
    }
    const match = toFts5Match(terms)
    const results = emptyResults(text)
    results.corrections = correctionsOf(terms)
    const counted = await this.client.execute({
      sql: `SELECT CASE WHEN d.kind <> 'book' THEN 'reading' WHEN d.catalogue = 'press' THEN 'press' ELSE 'libraryProgram' END AS grp,
              count(*) AS n
            FROM search_fts f JOIN search_documents d ON d.rowid = f.rowid
            WHERE search_fts MATCH ? GROUP BY grp`,
      args: [match],
    })
    for (const row of counted.rows) results.counts[row.grp as keyof typeof results.counts] = Number(row.n)
    const pageSize = Math.min(Math.max(1, limit), MAX_GROUP_LIMIT)
    for (const g of groupsToQuery(group)) {
      if (!results.counts[g] || offset >= results.counts[g]) continue
      const rows = await this.client.execute({
        sql: `SELECT ${COLUMNS}, ${WEIGHTS} AS score
              FROM search_fts f JOIN search_documents d ON d.rowid = f.rowid
              WHERE search_fts MATCH ? AND ${GROUP_CONDITION[g].replace(/\b(kind|catalogue)\b/g, 'd.$1')}
              ORDER BY score DESC, d.title LIMIT ? OFFSET ?`,
        args: [match, pageSize, offset] satisfies InValue[],
      })
      results.groups[g] = rows.rows.map((row) => toHit(row as unknown as IndexedRow, terms))
    }
    return results
  }

  async close() {
    this.client.close()
  }
}
